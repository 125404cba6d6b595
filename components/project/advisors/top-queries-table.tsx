'use client'

import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { DataTable } from '@/components/ui/data-table'
import type { PgMetaVariables } from '@/data/sql/pg-meta'
import type { TopQueryRow } from '@/lib/advisors/query-performance-sql'

import { IndexAdvicePanel } from './index-advice-panel'

const rowKey = (row: TopQueryRow, index: number) => row.queryid ?? `query-${index}`

const formatMs = (value: number | null | undefined) => (value === null || value === undefined ? '' : `${value.toLocaleString()} ms`)

/** The statements that took the most time in total, with the index advisor on request. */
export function TopQueriesTable({
  queries,
  connection,
  hypopgSchema,
}: {
  queries: readonly TopQueryRow[]
  connection: PgMetaVariables
  /** Where hypopg is installed; null when it is not, so no index advice is offered. */
  hypopgSchema: string | null
}) {
  const [expanded, setExpanded] = useState<string | null>(null)
  return (
    <DataTable
      label="Slowest queries"
      columns={[
        {
          header: 'Query',
          className: 'max-w-xl',
          render: (row: TopQueryRow) => <code className="line-clamp-3 font-mono text-xs break-all">{row.query}</code>,
        },
        { header: 'Role', render: (row: TopQueryRow) => row.role },
        { header: 'Calls', render: (row: TopQueryRow) => Number(row.calls).toLocaleString() },
        { header: 'Total time', render: (row: TopQueryRow) => formatMs(row.total_time_ms) },
        { header: 'Mean time', render: (row: TopQueryRow) => formatMs(row.mean_time_ms) },
        { header: 'Cache hit', render: (row: TopQueryRow) => (row.cache_hit_percent === null ? '' : `${row.cache_hit_percent}%`) },
        ...(hypopgSchema
          ? [
              {
                header: 'Indexes',
                render: (row: TopQueryRow, index: number) => {
                  const key = rowKey(row, index)
                  const isExpanded = expanded === key
                  return (
                    <Button size="tiny" aria-expanded={isExpanded} onClick={() => setExpanded(isExpanded ? null : key)}>
                      {isExpanded ? 'Hide index advice' : 'Advise indexes'}
                    </Button>
                  )
                },
              },
            ]
          : []),
      ]}
      rows={queries}
      getRowKey={rowKey}
      renderRowDetail={(row, index) =>
        hypopgSchema && expanded === rowKey(row, index) ? (
          <IndexAdvicePanel connection={connection} schema={hypopgSchema} query={row.query} />
        ) : null
      }
    />
  )
}
