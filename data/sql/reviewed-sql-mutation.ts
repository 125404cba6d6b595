import { useMutation } from '@tanstack/react-query'

import type { Invalidation } from '@/lib/api/query-client'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'

import { executeSql, type ExecuteSqlError } from './execute-sql'
import type { PgMetaContext, PgMetaVariables } from './pg-meta'

export interface ReviewedSqlVariables extends PgMetaVariables {
  /** The SQL the user reviewed, already one transaction (with any masked secret in place). */
  sql: string
  /** What the change makes stale, declared by the page that built it. */
  invalidates: readonly Invalidation[]
  /** A label the server may log with the query (pg-meta's `key` parameter). */
  label?: string
}
export type ReviewedSqlError = ExecuteSqlError

export async function runReviewedSql({ projectRef, sql, label }: ReviewedSqlVariables, context: PgMetaContext): Promise<void> {
  await executeSql({ projectRef, sql, queryKey: label }, context)
}

/** Runs a reviewed schema or integration change; the mutation cache then runs its declared invalidations. */
export function useReviewedSqlMutation(options: UseCustomMutationOptions<void, ReviewedSqlError, ReviewedSqlVariables> = {}) {
  return useMutation<void, ReviewedSqlError, ReviewedSqlVariables>({
    mutationFn: runReviewedSql,
    meta: { invalidates: (variables: ReviewedSqlVariables) => [...variables.invalidates] },
    ...options,
  })
}
