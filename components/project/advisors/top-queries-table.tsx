'use client'

import { Fragment, useState } from 'react'

import { Button } from '@/components/ui/button'
import type { PgMetaVariables } from '@/data/sql/pg-meta'
import type { TopQueryRow } from '@/lib/advisors/query-performance-sql'

import { IndexAdvicePanel } from './index-advice-panel'

const formatMs = (value: number | null | undefined) => (value === null || value === undefined ? '' : `${value.toLocaleString()} ms`)

/** The statements that took the most time in total, with index suggestions on request. */
export function TopQueriesTable({
  queries,
  connection,
  indexAdvisorSchema,
}: {
  queries: readonly TopQueryRow[]
  connection: PgMetaVariables
  /** Where index_advisor is installed; null when it is not, so no suggestions are offered. */
  indexAdvisorSchema: string | null
}) {
  const [expanded, setExpanded] = useState<string | null>(null)
  const columnCount = indexAdvisorSchema ? 7 : 6
  return (
    <div className="overflow-x-auto rounded-md border border-border">
      <table aria-label="Slowest queries" className="w-full text-left text-sm">
        <thead className="bg-surface text-xs text-muted">
          <tr>
            {['Query', 'Role', 'Calls', 'Total time', 'Mean time', 'Cache hit'].map((header) => (
              <th key={header} scope="col" className="px-3 py-2 font-medium">
                {header}
              </th>
            ))}
            {indexAdvisorSchema && <th scope="col" className="px-3 py-2 font-medium">Indexes</th>}
          </tr>
        </thead>
        <tbody>
          {queries.map((row, index) => {
            const key = row.queryid ?? `query-${index}`
            const isExpanded = expanded === key
            return (
              <Fragment key={key}>
                <tr className="border-t border-border align-top">
                  <td className="max-w-xl px-3 py-2">
                    <code className="line-clamp-3 font-mono text-xs break-all">{row.query}</code>
                  </td>
                  <td className="px-3 py-2">{row.role}</td>
                  <td className="px-3 py-2">{Number(row.calls).toLocaleString()}</td>
                  <td className="px-3 py-2">{formatMs(row.total_time_ms)}</td>
                  <td className="px-3 py-2">{formatMs(row.mean_time_ms)}</td>
                  <td className="px-3 py-2">{row.cache_hit_percent === null ? '' : `${row.cache_hit_percent}%`}</td>
                  {indexAdvisorSchema && (
                    <td className="px-3 py-2">
                      <Button size="tiny" aria-expanded={isExpanded} onClick={() => setExpanded(isExpanded ? null : key)}>
                        {isExpanded ? 'Hide suggestions' : 'Suggest indexes'}
                      </Button>
                    </td>
                  )}
                </tr>
                {isExpanded && indexAdvisorSchema && (
                  <tr className="border-t border-border">
                    <td colSpan={columnCount} className="px-3 py-3">
                      <IndexAdvicePanel connection={connection} schema={indexAdvisorSchema} query={row.query} />
                    </td>
                  </tr>
                )}
              </Fragment>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
