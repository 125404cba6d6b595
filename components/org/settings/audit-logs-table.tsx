import { DataTable, type DataTableColumn } from '@/components/ui/data-table'
import type { AuditLog } from '@/lib/api/types'
import { auditActorLabel } from '@/lib/audit-logs/filters'
import { formatDisplayDate } from '@/lib/format/date'

const COLUMNS: DataTableColumn<AuditLog>[] = [
  { header: 'Time', className: 'whitespace-nowrap', render: (log) => formatDisplayDate(log.occurred_at) },
  { header: 'Action', className: 'font-mono text-xs', headerClassName: 'font-sans', render: (log) => log.action.name },
  { header: 'Actor', render: (log) => auditActorLabel(log.actor) },
  { header: 'Target', render: (log) => log.target.description ?? '—' },
]

export function AuditLogsTable({ logs }: { logs: AuditLog[] }) {
  return (
    <DataTable
      variant="plain"
      label="Audit logs"
      columns={COLUMNS}
      rows={logs}
      getRowKey={(log, index) => `${log.occurred_at}-${log.action.name}-${index}`}
    />
  )
}
