import { DataTable } from '@/components/ui/data-table'
import type { PolicyTestData } from '@/data/policies/policy-test-mutation'

function cellText(value: unknown): string {
  if (value === null || value === undefined) return 'NULL'
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

/** The rows a role got from the tester, and how many of the table's rows that is. */
export function PolicyTestResults({ role, table, result }: { role: string; table: string; result: PolicyTestData }) {
  const columns = [...new Set(result.rows.flatMap((row) => Object.keys(row)))]
  return (
    <div className="flex flex-col gap-2">
      <p role="status" className="text-sm">{`${role} sees ${result.visible} of ${result.total} rows in ${table}.`}</p>
      {result.rows.length > 0 && (
        <DataTable
          label={`Rows ${role} sees`}
          containerClassName="max-h-80 overflow-auto"
          className="text-xs"
          columns={columns.map((column) => ({
            header: column,
            className: 'px-2 py-1.5',
            render: (row: PolicyTestData['rows'][number]) => <span className="font-mono">{cellText(row[column])}</span>,
          }))}
          rows={result.rows}
          getRowKey={(_, index) => String(index)}
        />
      )}
    </div>
  )
}
