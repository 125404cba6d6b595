import { queryOptions, useQuery } from '@tanstack/react-query'

import { projectConnection, type DatabaseConnectionVariables, type DatabaseRequestContext } from '@/data/database/connection'
import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import { SYSTEM_SCHEMAS } from '@/lib/constants'
import { buildCompletionNamespace, type CompletionNamespace } from '@/lib/sql/completion-schema'

import { sqlKeys } from './keys'

/** The schema, table and column names the SQL editor completes, read from pg-meta. */
export type SqlCompletionVariables = DatabaseConnectionVariables
export type SqlCompletionData = CompletionNamespace
export type SqlCompletionError = ResponseError

export async function getSqlCompletion(
  { projectRef }: SqlCompletionVariables,
  { client, signal }: DatabaseRequestContext
): Promise<SqlCompletionData> {
  const { ref, header } = await projectConnection(client, projectRef)
  const [schemas, tables] = await Promise.all([
    platform.GET('/platform/pg-meta/{ref}/schemas', { params: { path: { ref }, header }, signal }),
    platform.GET('/platform/pg-meta/{ref}/tables', {
      params: { path: { ref }, header, query: { include_columns: true, excluded_schemas: [...SYSTEM_SCHEMAS] } },
      signal,
    }),
  ])
  if (schemas.error) handleError(schemas.error)
  if (tables.error) handleError(tables.error)
  return buildCompletionNamespace(
    Array.isArray(schemas.data) ? schemas.data : [],
    Array.isArray(tables.data) ? tables.data : []
  )
}

export const sqlCompletionQueryOptions = <TData = SqlCompletionData>(variables: SqlCompletionVariables) =>
  queryOptions<SqlCompletionData, SqlCompletionError, TData>({
    queryKey: sqlKeys.completion(variables.projectRef),
    // Completion is a convenience: a failure only leaves names uncompleted and never disturbs the
    // editor. Reads still follow SPEC §7's retry policy (bounded), so a passing 500 or 429 heals.
    queryFn: (context) => getSqlCompletion(variables, context),
  })

export function useSqlCompletionQuery<TData = SqlCompletionData>(
  variables: SqlCompletionVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<SqlCompletionData, SqlCompletionError, TData> = {}
) {
  return useQuery<SqlCompletionData, SqlCompletionError, TData>({
    ...sqlCompletionQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef),
  })
}
