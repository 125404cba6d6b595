import type { Invalidation } from '@/lib/api/query-client'
import { CONCURRENT_INDEX_REASON, concurrentIndexStatement, reviewedSql, type ReviewedStatement } from '@/lib/sql/transaction'

import { useReviewedSqlMutation, type ReviewedSqlError } from './reviewed-sql-mutation'

export interface ReviewedSqlOptions {
  projectRef: string | undefined
  /** Built by the pure builders of lib/: never begin/commit (the transaction is added here). */
  statements: ReviewedStatement | readonly ReviewedStatement[]
  /** What the change makes stale (keys from the resources' keys.ts). */
  invalidates: readonly Invalidation[]
  /** The user's own edit of the shown SQL (an editor's SQL tab): shown and run exactly as typed. */
  editedSql?: string | null
  /** A label the server may log with the query. */
  label?: string
  onSuccess?: () => void
}

export interface ReviewedSql {
  /** The SQL shown to the user: the statements in one transaction, secrets masked. */
  sql: string
  /** Runs the SQL (secrets in place) in that one transaction. */
  run: () => void
  isRunning: boolean
  error: ReviewedSqlError | null
  reset: () => void
  /** Set only when the SQL runs outside a transaction (useReviewedConcurrentIndex): why, for the user. */
  outsideTransactionReason?: string
}

/**
 * The one review-then-run flow of schema and integration changes: statements become the SQL shown to
 * the user (SqlReviewDialog or a form's preview), which runs in one transaction on confirmation, and
 * its declared invalidations follow.
 */
export function useReviewedSql({ projectRef, statements, invalidates, editedSql, label, onSuccess }: ReviewedSqlOptions): ReviewedSql {
  const mutation = useReviewedSqlMutation({ onSuccess: () => onSuccess?.() })
  return {
    sql: editedSql ?? reviewedSql(statements, 'shown'),
    run: () => mutation.mutate({ projectRef, sql: editedSql ?? reviewedSql(statements, 'run'), invalidates, label }),
    isRunning: mutation.isPending,
    error: mutation.error,
    reset: mutation.reset,
  }
}

/**
 * The one exception to the transaction rule: a CREATE INDEX CONCURRENTLY, reviewed the same way but
 * run on its own, because Postgres refuses it inside a transaction (see concurrentIndexStatement).
 */
export function useReviewedConcurrentIndex({
  projectRef,
  statement,
  invalidates,
  onSuccess,
}: {
  projectRef: string | undefined
  /** A CREATE INDEX CONCURRENTLY built by a lib/ builder. */
  statement: string
  invalidates: readonly Invalidation[]
  onSuccess?: () => void
}): ReviewedSql {
  const mutation = useReviewedSqlMutation({ onSuccess: () => onSuccess?.() })
  const sql = concurrentIndexStatement(statement)
  return {
    sql,
    run: () => mutation.mutate({ projectRef, sql, invalidates, label: 'create-index-concurrently' }),
    isRunning: mutation.isPending,
    error: mutation.error,
    reset: mutation.reset,
    outsideTransactionReason: CONCURRENT_INDEX_REASON,
  }
}
