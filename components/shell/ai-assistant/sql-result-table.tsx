import { DataTable } from '@/components/ui/data-table'
import type { CachedSqlResult } from '@/lib/ai/assistant-state'

/** A panel is narrow: the first rows are enough to answer the question; the SQL editor shows the rest. */
export const MAX_RESULT_ROWS_SHOWN = 100

function columnsOf(rows: CachedSqlResult): string[] {
  const columns = new Set<string>()
  for (const row of rows.slice(0, MAX_RESULT_ROWS_SHOWN)) Object.keys(row).forEach((key) => columns.add(key))
  return [...columns]
}

function formatCell(value: unknown): string {
  if (value === null || value === undefined) return 'NULL'
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

export function SqlResultTable({ rows }: { rows: CachedSqlResult }) {
  if (rows.length === 0) return <p className="mt-2 text-xs text-muted">Success. No rows returned.</p>
  const columns = columnsOf(rows)
  const shown = rows.slice(0, MAX_RESULT_ROWS_SHOWN)
  return (
    <div className="mt-2 max-h-64 overflow-auto rounded-md border border-border">
      <DataTable
        variant="plain"
        label="Query results"
        rowClassName="border-border last:border-b-0"
        className="border-collapse font-mono text-xs"
        columns={columns.map((column) => ({
          header: column,
          className: 'max-w-48 truncate px-2 py-1',
          headerClassName: 'sticky top-0 bg-surface font-sans',
          cellProps: (row: CachedSqlResult[number]) => ({ title: formatCell(row[column]) }),
          render: (row: CachedSqlResult[number]) => formatCell(row[column]),
        }))}
        rows={shown}
        getRowKey={(_, index) => String(index)}
      />
      <p className="border-t border-border px-2 py-1 text-xs text-muted">
        {rows.length > shown.length
          ? `Showing ${shown.length} of ${rows.length} rows`
          : `${rows.length} ${rows.length === 1 ? 'row' : 'rows'}`}
      </p>
    </div>
  )
}
