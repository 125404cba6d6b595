'use client'

import { Spinner } from '@/components/ui/spinner'

import { QueryErrorView } from './query-error-view'
import { ResultRowsGrid } from './result-rows-grid'
import type { StatementOutcome } from './use-sql-runner'

const NOTE_CLASSES = 'p-4 text-sm text-muted'

/** The body of one statement's result tab: rows in the grid, a plan, a note, or the error. */
export function StatementResultView({ outcome }: { outcome: StatementOutcome }) {
  switch (outcome.kind) {
    case 'pending':
      return (
        <div className="flex items-center gap-2 p-4 text-sm text-muted">
          <Spinner label="Running statement" />
        </div>
      )
    case 'rows':
      return <ResultRowsGrid rows={outcome.rows} columns={outcome.columns} />
    case 'plan':
      return (
        <pre aria-label="Query plan" className="h-full overflow-auto p-4 font-mono text-xs whitespace-pre text-foreground">
          {outcome.plan}
        </pre>
      )
    case 'empty':
      return <p className={NOTE_CLASSES}>Success. No rows returned</p>
    case 'error':
      return <QueryErrorView message={outcome.message} location={outcome.location} />
    case 'cancelled':
      return <p className={NOTE_CLASSES}>Query cancelled</p>
    case 'skipped':
      return <p className={NOTE_CLASSES}>Not run: an earlier statement failed.</p>
  }
}
