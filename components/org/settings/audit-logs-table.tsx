import type { AuditLog } from '@/lib/api/types'
import { auditActorLabel } from '@/lib/audit-logs/filters'
import { formatDisplayDate } from '@/lib/format/date'

export function AuditLogsTable({ logs }: { logs: AuditLog[] }) {
  return (
    <table aria-label="Audit logs" className="w-full text-sm">
      <thead>
        <tr className="border-b border-border text-left text-xs text-muted">
          <th scope="col" className="py-1.5 font-medium">Time</th>
          <th scope="col" className="py-1.5 font-medium">Action</th>
          <th scope="col" className="py-1.5 font-medium">Actor</th>
          <th scope="col" className="py-1.5 font-medium">Target</th>
        </tr>
      </thead>
      <tbody>
        {logs.map((log, index) => (
          <tr key={`${log.occurred_at}-${log.action.name}-${index}`} className="border-b border-border/60 align-top">
            <td className="py-2 pr-3 whitespace-nowrap">{formatDisplayDate(log.occurred_at)}</td>
            <td className="py-2 pr-3 font-mono text-xs">{log.action.name}</td>
            <td className="py-2 pr-3">{auditActorLabel(log.actor)}</td>
            <td className="py-2">{log.target?.description ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
