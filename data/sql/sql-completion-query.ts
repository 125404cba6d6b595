import { queryOptions, useQuery } from '@tanstack/react-query'

import { pgMetaGet, type PgMetaContext, type PgMetaVariables } from './pg-meta'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import { SYSTEM_SCHEMAS } from '@/lib/constants'
import { buildCompletionNamespace, type CompletionNamespace } from '@/lib/sql/completion-schema'

import { sqlKeys } from './keys'

/** The schema, table and column names the SQL editor completes, read from pg-meta. */
export type SqlCompletionVariables = PgMetaVariables
export type SqlCompletionData = CompletionNamespace
export type SqlCompletionError = ResponseError

export async function getSqlCompletion(
  { projectRef }: SqlCompletionVariables,
  { client, signal }: PgMetaContext
): Promise<SqlCompletionData> {
  const [schemas, tables] = await Promise.all([
    pgMetaGet('/platform/pg-meta/{ref}/schemas', { projectRef }, { client, signal }),
    pgMetaGet('/platform/pg-meta/{ref}/tables', { projectRef, query: { include_columns: true, excluded_schemas: [...SYSTEM_SCHEMAS] } }, { client, signal }),
  ])
  return buildCompletionNamespace(Array.isArray(schemas) ? schemas : [], Array.isArray(tables) ? tables : [])
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
