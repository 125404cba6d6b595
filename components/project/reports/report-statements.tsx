'use client'

import { PG_STAT_STATEMENTS_PURPOSE } from '@/components/project/advisors/query-performance-page'
import { ExtensionNotice } from '@/components/project/database/extension-notice/extension-notice'
import { useExtensionStatus } from '@/components/project/database/extension-notice/use-extension-status'
import { DataTable } from '@/components/ui/data-table'
import { QueryState, type QueryLike } from '@/components/ui/query-state'
import { useStatementsReportQuery } from '@/data/reports/statements-report-query'
import type { ExtensionAvailability } from '@/lib/database-pages/extension-status'
import type { StatementReportRow } from '@/lib/reports/database-report-sql'

const ms = (value: number) => `${value.toFixed(2)} ms`

function StatementList({ label, rows }: { label: string; rows: StatementReportRow[] }) {
  if (rows.length === 0) return <p className="text-sm text-muted">No statements have been recorded yet.</p>
  return (
    <DataTable<StatementReportRow>
      label={label}
      rows={rows}
      getRowKey={(row, index) => `${index}:${row.query}`}
      columns={[
        { header: 'Statement', render: (row) => <code className="line-clamp-3 font-mono text-xs break-all">{row.query}</code> },
        { header: 'Calls', render: (row) => Math.round(row.calls).toLocaleString('en-US') },
        { header: 'Mean', render: (row) => ms(row.mean_ms) },
        { header: 'Total', render: (row) => ms(row.total_ms) },
      ]}
    />
  )
}

/** The slowest and the most frequent statements, when pg_stat_statements is there to say. */
export function ReportStatements({ projectRef }: { projectRef: string }) {
  const extension = useExtensionStatus(projectRef, ['pg_stat_statements'])
  const { availability, schema } = extension.status.pg_stat_statements
  const statements = useStatementsReportQuery({ projectRef, schema }, { enabled: availability === 'installed' })
  // Whether pg_stat_statements is there comes from the extension list: shown like any query's state.
  const installation: QueryLike<ExtensionAvailability> = {
    isPending: extension.isLoading,
    isError: Boolean(extension.error),
    error: extension.error,
    data: extension.isLoading ? undefined : availability,
    refetch: extension.refetch,
  }
  return (
    <section aria-labelledby="report-statements" className="flex flex-col gap-3">
      <h2 id="report-statements" className="font-medium">
        Statements
      </h2>
      <QueryState query={installation} what="extensions">
        {(found) =>
          found !== 'installed' ? (
            <ExtensionNotice projectRef={projectRef} extension="pg_stat_statements" availability={found} purpose={PG_STAT_STATEMENTS_PURPOSE} />
          ) : (
            <QueryState query={statements} what="statement statistics">
              {(rows) => (
                <div className="flex flex-col gap-4">
                  <StatementList label="Slowest statements" rows={rows.filter((row) => row.list === 'slowest')} />
                  <StatementList label="Most frequent statements" rows={rows.filter((row) => row.list === 'frequent')} />
                </div>
              )}
            </QueryState>
          )
        }
      </QueryState>
    </section>
  )
}
