import { queryOptions, useQuery } from '@tanstack/react-query'

import type { PgMetaVariables, PgMetaContext } from '@/data/sql/pg-meta'
import { executeSql, type ExecuteSqlError } from '@/data/sql/execute-sql'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import { buildIndexStatsSql, type IndexStats } from '@/lib/indexes/index-stats-sql'

import { indexKeys } from './keys'

export interface IndexStatsVariables extends PgMetaVariables {
  schema: string | undefined
}
export type IndexStatsData = IndexStats[]
export type IndexStatsError = ExecuteSqlError

export async function getIndexStats({ projectRef, schema }: IndexStatsVariables, context: PgMetaContext): Promise<IndexStatsData> {
  if (!schema) throw new Error('Schema is required')
  return executeSql<IndexStats>({ projectRef, sql: buildIndexStatsSql(schema), queryKey: 'index-stats' }, context)
}

export const indexStatsQueryOptions = <TData = IndexStatsData>(variables: IndexStatsVariables) =>
  queryOptions<IndexStatsData, IndexStatsError, TData>({
    queryKey: indexKeys.stats(variables.projectRef, variables.schema),
    queryFn: (context) => getIndexStats(variables, context),
  })

/** Size and scan count of each index in a schema, from pg_stat_user_indexes. */
export function useIndexStatsQuery<TData = IndexStatsData>(
  variables: IndexStatsVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<IndexStatsData, IndexStatsError, TData> = {}
) {
  return useQuery<IndexStatsData, IndexStatsError, TData>({
    ...indexStatsQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef) && Boolean(variables.schema),
  })
}
