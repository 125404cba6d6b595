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
        <div className="max-h-80 overflow-auto rounded-md border border-border">
          <table aria-label={`Rows ${role} sees`} className="w-full text-left text-xs">
            <thead className="bg-surface text-muted">
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className="px-2 py-1.5 font-medium">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {result.rows.map((row, index) => (
                <tr key={index} className="border-t border-border">
                  {columns.map((column) => (
                    <td key={column} className="px-2 py-1.5 font-mono">
                      {cellText(row[column])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
