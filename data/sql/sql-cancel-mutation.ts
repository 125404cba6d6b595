import { useMutation } from '@tanstack/react-query'

import type { PgMetaVariables, PgMetaContext } from '@/data/sql/pg-meta'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import { cancelRunSql } from '@/lib/sql/run-tag'

import { executeSql } from './execute-sql'

/** Stops a run still executing in the database: pg_cancel_backend on the backends running its tag. */
export interface SqlCancelVariables extends PgMetaVariables {
  runTag: string
}
/** How many backends were asked to cancel. */
export type SqlCancelData = number
export type SqlCancelError = Error

export async function cancelSqlRun({ runTag, projectRef }: SqlCancelVariables, context: PgMetaContext): Promise<SqlCancelData> {
  const rows = await executeSql({ projectRef, sql: cancelRunSql(runTag) }, context)
  return rows.filter((row) => row.cancelled === true).length
}

export function useSqlCancelMutation(options: UseCustomMutationOptions<SqlCancelData, SqlCancelError, SqlCancelVariables> = {}) {
  return useMutation<SqlCancelData, SqlCancelError, SqlCancelVariables>({ mutationFn: cancelSqlRun, ...options })
}
