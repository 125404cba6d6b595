'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { useSqlCancelMutation } from '@/data/sql/sql-cancel-mutation'
import { useSqlExecuteMutation } from '@/data/sql/sql-execute-mutation'
import { errorPositionToRange, lineAndColumn, type TextRange } from '@/lib/sql/error-position'
import { explainPlanText, isExplainStatement } from '@/lib/sql/explain-plan'
import { createRunTag, runTagPrefix } from '@/lib/sql/run-tag'
import { splitSqlStatements, type SqlStatement } from '@/lib/sql/split-statements'
import { SqlQueryError } from '@/lib/sql/sql-query-error'

import type { EditorSelection } from './code-editor'

export type StatementOutcome =
  | { kind: 'pending' }
  | { kind: 'rows'; rows: Record<string, unknown>[]; columns: string[]; durationMs: number }
  | { kind: 'plan'; plan: string; rows: Record<string, unknown>[]; durationMs: number }
  | { kind: 'empty'; durationMs: number }
  | {
      kind: 'error'
      message: string
      /** Where Postgres pointed, in the document as it was when the statement ran. */
      range: TextRange | null
      location: { line: number; column: number } | null
      durationMs: number
    }
  | { kind: 'cancelled' }
  | { kind: 'skipped' }

export interface StatementResult {
  /** The statement, with offsets into the editor's document. */
  statement: SqlStatement
  outcome: StatementOutcome
}

export type RunStatus = 'idle' | 'running' | 'succeeded' | 'failed' | 'cancelled'

export interface RunState {
  status: RunStatus
  results: StatementResult[]
  startedAt: number | null
  durationMs: number | null
}

const IDLE: RunState = { status: 'idle', results: [], startedAt: null, durationMs: null }

function isAbort(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (error instanceof Error && error.name === 'AbortError')
}

function columnsOf(rows: readonly Record<string, unknown>[]): string[] {
  return rows.length > 0 && rows[0] !== null && typeof rows[0] === 'object' ? Object.keys(rows[0]) : []
}

/**
 * Runs the editor's statements one after another, each as its own request, so every statement gets a
 * result tab; the first failure stops the run. A run can be cancelled: the fetch is aborted (the UI
 * stops waiting at once) and the database is asked to cancel the tagged statement.
 */
export function useSqlRunner({ projectRef }: { projectRef: string }) {
  const [state, setState] = useState<RunState>(IDLE)
  const { mutateAsync: execute } = useSqlExecuteMutation()
  const { mutate: cancelInDatabase } = useSqlCancelMutation()
  const active = useRef<{ controller: AbortController; tag: string } | null>(null)

  const cancel = useCallback(() => {
    const current = active.current
    if (!current) return
    active.current = null
    current.controller.abort()
    // Best effort: the statement may already be done, or the backend may not allow cancelling.
    cancelInDatabase({ projectRef, runTag: current.tag })
    setState((previous) => ({
      ...previous,
      status: 'cancelled',
      durationMs: previous.startedAt === null ? null : Date.now() - previous.startedAt,
      results: previous.results.map((result) =>
        result.outcome.kind === 'pending' ? { ...result, outcome: { kind: 'cancelled' } } : result
      ),
    }))
  }, [cancelInDatabase, projectRef])

  const run = useCallback(
    async (target: EditorSelection, documentText: string) => {
      cancel()
      const statements = splitSqlStatements(target.text).map((statement) => ({
        ...statement,
        start: statement.start + target.from,
        end: statement.end + target.from,
      }))
      if (statements.length === 0) {
        setState(IDLE)
        return
      }
      const controller = new AbortController()
      const tag = createRunTag()
      const prefix = runTagPrefix(tag)
      const current = { controller, tag }
      active.current = current
      const startedAt = Date.now()
      const results: StatementResult[] = statements.map((statement) => ({ statement, outcome: { kind: 'pending' } }))
      setState({ status: 'running', results: [...results], startedAt, durationMs: null })

      let status: RunStatus = 'succeeded'
      for (const [index, statement] of statements.entries()) {
        const statementStart = performance.now()
        let outcome: StatementOutcome
        try {
          const rows = await execute({ projectRef, sql: prefix + statement.text, signal: controller.signal })
          const durationMs = performance.now() - statementStart
          const plan = isExplainStatement(statement.text) ? explainPlanText(rows) : null
          if (plan !== null) outcome = { kind: 'plan', plan, rows, durationMs }
          else if (rows.length > 0) outcome = { kind: 'rows', rows, columns: columnsOf(rows), durationMs }
          else outcome = { kind: 'empty', durationMs }
        } catch (error) {
          // A cancelled run was already reported by cancel(); a newer run owns the state now.
          if (isAbort(error, controller.signal) || active.current !== current) return
          const position = error instanceof SqlQueryError ? error.position : undefined
          const range = errorPositionToRange(documentText, statement.start, statement.text, position, prefix.length)
          outcome = {
            kind: 'error',
            message: error instanceof Error ? error.message : String(error),
            range,
            location: range ? lineAndColumn(documentText, range.from) : null,
            durationMs: performance.now() - statementStart,
          }
          status = 'failed'
        }
        if (active.current !== current) return
        results[index] = { statement, outcome }
        if (status === 'failed') {
          for (let rest = index + 1; rest < results.length; rest++) results[rest] = { ...results[rest], outcome: { kind: 'skipped' } }
        }
        setState({ status: status === 'failed' ? 'failed' : 'running', results: [...results], startedAt, durationMs: null })
        if (status === 'failed') break
      }
      active.current = null
      setState({ status, results: [...results], startedAt, durationMs: Date.now() - startedAt })
    },
    [cancel, execute, projectRef]
  )

  // Leaving the page stops waiting for a run nobody will see.
  useEffect(() => () => active.current?.controller.abort(), [])

  return { state, run, cancel }
}
