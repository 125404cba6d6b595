import { queryOptions, useQuery } from '@tanstack/react-query'

import type { PgMetaVariables, PgMetaContext } from '@/data/sql/pg-meta'
import { executeSql } from '@/data/sql/execute-sql'
import { buildTopQueriesSql, type TopQueryRow } from '@/lib/advisors/query-performance-sql'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'

import { advisorKeys } from './keys'

export interface TopQueriesVariables extends PgMetaVariables {
  /** The schema pg_stat_statements is installed in. */
  schema?: string | null
}
export type TopQueriesData = TopQueryRow[]
export type TopQueriesError = ResponseError

export async function getTopQueries({ schema, projectRef }: TopQueriesVariables, context: PgMetaContext): Promise<TopQueriesData> {
  if (!schema) throw new Error('The pg_stat_statements schema is required')
  return executeSql<TopQueryRow>({ projectRef, sql: buildTopQueriesSql(schema) }, context)
}

export const topQueriesQueryOptions = <TData = TopQueriesData>(variables: TopQueriesVariables) =>
  queryOptions<TopQueriesData, TopQueriesError, TData>({
    queryKey: advisorKeys.topQueries(variables.projectRef, variables.schema),
    queryFn: (context) => getTopQueries(variables, context),
  })

export function useTopQueriesQuery<TData = TopQueriesData>(
  variables: TopQueriesVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<TopQueriesData, TopQueriesError, TData> = {}
) {
  return useQuery<TopQueriesData, TopQueriesError, TData>({
    ...topQueriesQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef) && Boolean(variables.schema),
  })
}
