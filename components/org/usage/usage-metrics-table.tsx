import type { UsageRow } from '@/lib/usage/metrics'
import { cn } from '@/lib/utils/cn'

function statusNote(row: UsageRow): string {
  switch (row.status) {
    case 'unlimited':
      return 'No limit on this plan'
    case 'not-in-plan':
      return 'Not included in this plan'
    case 'over':
      return row.isCapped ? 'Over the quota: restricted until the next cycle' : 'Over the quota: billed per use'
    case 'within':
      return `${row.percent ?? 0}% of the quota`
  }
}

/** Each metric of the plan: what was used this cycle, the plan's quota, and how close it is. */
export function UsageMetricsTable({ rows }: { rows: readonly UsageRow[] }) {
  return (
    <table aria-label="Usage this billing cycle" className="w-full text-sm">
      <thead>
        <tr className="border-b border-border text-left text-xs text-muted">
          <th scope="col" className="py-1.5 font-medium">Metric</th>
          <th scope="col" className="py-1.5 font-medium">Used</th>
          <th scope="col" className="py-1.5 font-medium">Included in plan</th>
          <th scope="col" className="py-1.5 font-medium">Status</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.metric} className="border-b border-border/60 align-top">
            <th scope="row" className="py-2 pr-3 text-left font-normal">{row.label}</th>
            <td className="py-2 pr-3 tabular-nums">{row.used}</td>
            <td className="py-2 pr-3 tabular-nums">{row.limit ?? (row.status === 'unlimited' ? 'Unlimited' : '—')}</td>
            <td className="py-2">
              <div className="flex flex-col gap-1">
                <span className={cn(row.status === 'over' && 'text-destructive')}>{statusNote(row)}</span>
                {row.percent !== null && (
                  <meter
                    aria-label={`${row.label}: share of the quota used`}
                    min={0}
                    max={100}
                    high={80}
                    optimum={0}
                    value={Math.min(row.percent, 100)}
                    className="h-1.5 w-40"
                  />
                )}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
