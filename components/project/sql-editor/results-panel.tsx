'use client'

import { CircleAlert } from 'lucide-react'
import { useState } from 'react'

import { cn } from '@/lib/utils/cn'

import { ElapsedTime, formatDuration } from './elapsed-time'
import { StatementResultView } from './statement-result-view'
import type { RunState, StatementOutcome } from './use-sql-runner'

/** SQL editor results: a status bar, one tab per statement of the run, and the selected result. */
export function ResultsPanel({ state }: { state: RunState }) {
  // The parent remounts the panel for every run, so a chosen tab never outlives its run.
  const [chosenIndex, setChosenIndex] = useState<number | null>(null)
  const { results, status } = state

  if (results.length === 0) {
    return (
      <p className="p-4 text-sm text-muted">
        Run a query with the Run button or Ctrl+Enter (⌘+Enter on a Mac) to see its results here.
      </p>
    )
  }

  const failedIndex = results.findIndex((result) => result.outcome.kind === 'error')
  const selectedIndex = Math.min(chosenIndex ?? (failedIndex >= 0 ? failedIndex : results.length - 1), results.length - 1)
  const selected = results[selectedIndex]
  const hasTabs = results.length > 1
  const panelId = `sql-result-panel`

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div
        role="status"
        aria-live="polite"
        className="flex h-9 shrink-0 items-center gap-3 border-b border-border px-3 text-xs text-muted"
      >
        {status === 'running' && state.startedAt !== null ? (
          <span className="flex items-center gap-1.5">
            Running… <ElapsedTime startedAt={state.startedAt} />
          </span>
        ) : (
          <>
            <span className="font-medium text-foreground">{outcomeSummary(selected.outcome)}</span>
            {state.durationMs !== null && <span>Took {formatDuration(state.durationMs)}</span>}
          </>
        )}
      </div>
      {hasTabs && (
        <div role="tablist" aria-label="Statement results" className="flex shrink-0 gap-1 overflow-x-auto border-b border-border px-2">
          {results.map((result, index) => (
            <button
              key={`${result.statement.start}-${index}`}
              type="button"
              role="tab"
              id={`sql-result-tab-${index}`}
              aria-selected={index === selectedIndex}
              aria-controls={panelId}
              title={result.statement.text.slice(0, 200)}
              onClick={() => setChosenIndex(index)}
              className={cn(
                'flex items-center gap-1 border-b-2 px-3 py-1.5 text-xs whitespace-nowrap',
                index === selectedIndex ? 'border-brand text-foreground' : 'border-transparent text-muted hover:text-foreground'
              )}
            >
              {result.outcome.kind === 'error' && <CircleAlert aria-hidden="true" className="size-3 text-destructive" />}
              Statement {index + 1}
            </button>
          ))}
        </div>
      )}
      <div
        id={panelId}
        role={hasTabs ? 'tabpanel' : undefined}
        aria-labelledby={hasTabs ? `sql-result-tab-${selectedIndex}` : undefined}
        className="min-h-0 flex-1"
      >
        <StatementResultView key={selectedIndex} outcome={selected.outcome} />
      </div>
    </div>
  )
}

/** The status-bar text of a statement's result. */
export function outcomeSummary(outcome: StatementOutcome): string {
  switch (outcome.kind) {
    case 'rows':
      return `Results: ${outcome.rows.length} ${outcome.rows.length === 1 ? 'row' : 'rows'}`
    case 'plan':
      return 'Query plan'
    case 'empty':
      return 'Results: 0 rows'
    case 'error':
      return 'Failed'
    case 'cancelled':
      return 'Cancelled'
    case 'skipped':
      return 'Not run'
    case 'pending':
      return 'Running…'
  }
}
