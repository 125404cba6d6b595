'use client'

import { QueryError, QueryLoading } from '@/components/ui/query-state'
import { CopyButton } from '@/components/ui/copy-button'
import { useIndexAdviceQuery } from '@/data/advisors/index-advice-query'
import type { PgMetaVariables } from '@/data/sql/pg-meta'

/** index_advisor's answer for one statement: the indexes to create and the cost they would save. */
export function IndexAdvicePanel({
  connection,
  schema,
  query,
}: {
  connection: PgMetaVariables
  schema: string
  query: string
}) {
  const advice = useIndexAdviceQuery({ ...connection, schema, query })
  if (advice.error) return <QueryError what="index suggestions" error={advice.error} onRetry={() => advice.refetch()} />
  if (advice.isPending) return <QueryLoading label="Asking index_advisor…" />
  const result = advice.data
  if (!result) return <p className="text-sm text-muted">index_advisor returned nothing for this statement.</p>
  if (result.errors.length > 0) {
    return (
      <div className="text-sm">
        <p className="text-muted">index_advisor could not analyse this statement:</p>
        <ul className="list-disc pl-5">
          {result.errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      </div>
    )
  }
  if (result.index_statements.length === 0) {
    return <p className="text-sm text-muted">No index would make this statement cheaper.</p>
  }
  const statements = result.index_statements.join(';\n') + ';'
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p>{`Estimated total cost: ${result.total_cost_before ?? '?'} → ${result.total_cost_after ?? '?'}`}</p>
      <pre className="overflow-x-auto rounded bg-surface p-3 font-mono text-xs">{statements}</pre>
      <div>
        <CopyButton text={statements} size="tiny" />
      </div>
    </div>
  )
}
