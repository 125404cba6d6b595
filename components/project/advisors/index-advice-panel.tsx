'use client'

import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { DataTable } from '@/components/ui/data-table'
import { lazyComponent } from '@/components/ui/lazy-component'
import { QueryError, QueryLoading } from '@/components/ui/query-state'
import { useIndexAdviceQuery } from '@/data/advisors/index-advice-query'
import { projectKeys } from '@/data/projects/keys'
import type { PgMetaVariables } from '@/data/sql/pg-meta'
import { useReviewedConcurrentIndex } from '@/data/sql/use-reviewed-sql'
import type { CandidateCost, IndexProposal } from '@/lib/advisors/index-proposals'

// The review dialog loads when the user picks an index, not with the page.
const SqlReviewDialog = lazyComponent(() => import('@/components/project/database/objects/sql-review-dialog').then((module) => module.SqlReviewDialog))

const formatCost = (cost: number) => cost.toLocaleString('en-US', { maximumFractionDigits: 2 })

function costChange(before: number, after: number): string {
  if (before <= 0 || after >= before) return 'no gain'
  return `−${Math.round((1 - after / before) * 100)}%`
}

const describeIndex = (proposal: IndexProposal) => `${proposal.schema ? `${proposal.schema}.` : ''}${proposal.table} (${proposal.columns.join(', ')})`

/**
 * The index advisor for one statement: indexes proposed from its predicates, each planned by Postgres as a
 * hypopg hypothetical index, with the estimated total cost before and after; the chosen one is created
 * CONCURRENTLY after the user has read its SQL.
 */
export function IndexAdvicePanel({ connection, schema, query }: { connection: PgMetaVariables; schema: string; query: string }) {
  const advice = useIndexAdviceQuery({ ...connection, schema, query })
  const [chosen, setChosen] = useState<IndexProposal | null>(null)
  if (advice.error) return <QueryError what="index proposals" error={advice.error} onRetry={() => advice.refetch()} />
  if (advice.isPending) return <QueryLoading label="Planning the statement with hypothetical indexes…" />
  const result = advice.data
  if (!result.ok) return <p className="text-sm text-muted">{result.reason}</p>
  const helpful = result.candidates.filter((candidate) => candidate.costAfter < result.costBefore)
  return (
    <div role="region" aria-label="Index advice" className="flex flex-col gap-2 text-sm">
      <p>{`Estimated total cost now: ${formatCost(result.costBefore)}`}</p>
      {helpful.length === 0 && <p className="text-muted">No proposed index makes this statement cheaper.</p>}
      {result.candidates.length > 0 && (
        <DataTable
          variant="plain"
          label="Proposed indexes"
          rows={result.candidates}
          getRowKey={(candidate: CandidateCost) => candidate.proposal.hypotheticalSql}
          columns={[
            {
              header: 'Index',
              isRowHeader: true,
              render: (candidate: CandidateCost) => <code className="font-mono text-xs">{describeIndex(candidate.proposal)}</code>,
            },
            {
              header: 'Estimated cost',
              render: (candidate: CandidateCost) =>
                `${formatCost(result.costBefore)} → ${formatCost(candidate.costAfter)} (${costChange(result.costBefore, candidate.costAfter)})`,
            },
            {
              header: 'Action',
              isHeaderHidden: true,
              render: (candidate: CandidateCost) =>
                candidate.costAfter < result.costBefore ? (
                  <Button size="tiny" aria-label={`Create index on ${describeIndex(candidate.proposal)}`} onClick={() => setChosen(candidate.proposal)}>
                    Create index
                  </Button>
                ) : null,
            },
          ]}
        />
      )}
      {result.unusable > 0 && (
        <p className="text-xs text-muted">{`${result.unusable} proposed ${result.unusable === 1 ? 'index was' : 'indexes were'} not applicable (a column of another table).`}</p>
      )}
      {chosen && <CreateIndexDialog projectRef={connection.projectRef} proposal={chosen} onClose={() => setChosen(null)} />}
    </div>
  )
}

function CreateIndexDialog({ projectRef, proposal, onClose }: { projectRef: string | undefined; proposal: IndexProposal; onClose: () => void }) {
  const review = useReviewedConcurrentIndex({
    projectRef,
    statement: proposal.createSql,
    // The statement's plan, the indexes list and the advice itself all change with a new index.
    invalidates: [projectKeys.database(projectRef)],
    onSuccess: onClose,
  })
  return <SqlReviewDialog review={review} title={`Create index on ${describeIndex(proposal)}`} confirmLabel="Create index" onCancel={onClose} />
}
