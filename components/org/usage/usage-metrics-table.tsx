import { DataTable, type DataTableColumn } from '@/components/ui/data-table'
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

const COLUMNS: DataTableColumn<UsageRow>[] = [
  { header: 'Metric', isRowHeader: true, render: (row) => row.label },
  { header: 'Used', className: 'tabular-nums', render: (row) => row.used },
  {
    header: 'Included in plan',
    className: 'tabular-nums',
    render: (row) => row.limit ?? (row.status === 'unlimited' ? 'Unlimited' : '—'),
  },
  {
    header: 'Status',
    render: (row) => (
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
    ),
  },
]

/** Each metric of the plan: what was used this cycle, the plan's quota, and how close it is. */
export function UsageMetricsTable({ rows }: { rows: readonly UsageRow[] }) {
  return <DataTable variant="plain" label="Usage this billing cycle" columns={COLUMNS} rows={rows} getRowKey={(row) => row.metric} />
}
