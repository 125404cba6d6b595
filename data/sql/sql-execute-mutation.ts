import { useMutation } from '@tanstack/react-query'

import type { PgMetaVariables } from '@/data/sql/pg-meta'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'

import { executeSql, type ExecuteSqlError, type ExecuteSqlRows } from './execute-sql'

/**
 * Runs one SQL text the user wrote (the SQL editor, the assistant's snippets). The abort signal is a
 * variable because a mutation's context has none: aborting it stops waiting for the run.
 */
export interface SqlExecuteVariables extends PgMetaVariables {
  sql: string
  signal?: AbortSignal
}
export type SqlExecuteData = ExecuteSqlRows
export type SqlExecuteError = ExecuteSqlError

export function useSqlExecuteMutation(
  options: UseCustomMutationOptions<SqlExecuteData, SqlExecuteError, SqlExecuteVariables> = {}
) {
  return useMutation<SqlExecuteData, SqlExecuteError, SqlExecuteVariables>({
    mutationFn: ({ signal, ...variables }, { client }) => executeSql(variables, { client, signal }),
    ...options,
  })
}
