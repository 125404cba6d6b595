import { useMutation } from '@tanstack/react-query'

import { connectionHeader, requireProjectRef, type DatabaseConnectionVariables } from '@/data/database/connection'
import { platform } from '@/lib/api/client'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import { toSqlQueryError, type SqlQueryError } from '@/lib/sql/sql-query-error'

/** Runs one SQL text through pg-meta; aborting `signal` stops waiting for it (the fetch is aborted). */
export interface SqlExecuteVariables extends DatabaseConnectionVariables {
  sql: string
  signal?: AbortSignal
}
export type SqlExecuteData = Record<string, unknown>[]
/** A SqlQueryError (message, HTTP code, Postgres `position`), or the AbortError of a cancelled run. */
export type SqlExecuteError = SqlQueryError | Error

export async function executeSql({ projectRef, connectionString, sql, signal }: SqlExecuteVariables): Promise<SqlExecuteData> {
  const ref = requireProjectRef(projectRef)
  const { data, error } = await platform.POST('/platform/pg-meta/{ref}/query', {
    params: { path: { ref }, header: connectionHeader(connectionString) },
    body: { query: sql },
    signal,
  })
  if (error) throw toSqlQueryError(error)
  // Statements without a result set (DDL, SET) answer with an empty array or nothing at all.
  return Array.isArray(data) ? (data as SqlExecuteData) : []
}

export function useSqlExecuteMutation(
  options: UseCustomMutationOptions<SqlExecuteData, SqlExecuteError, SqlExecuteVariables> = {}
) {
  return useMutation<SqlExecuteData, SqlExecuteError, SqlExecuteVariables>({ mutationFn: executeSql, ...options })
}
