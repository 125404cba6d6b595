import { queryOptions, useQuery } from '@tanstack/react-query'

import type { PgMetaVariables, PgMetaContext } from '@/data/sql/pg-meta'
import { executeSql } from '@/data/sql/execute-sql'
import { buildIndexAdvisorSql, type IndexAdvice } from '@/lib/advisors/query-performance-sql'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'

import { advisorKeys } from './keys'

export interface IndexAdviceVariables extends PgMetaVariables {
  /** The schema index_advisor is installed in. */
  schema?: string | null
  query: string
}
export type IndexAdviceData = IndexAdvice | null
export type IndexAdviceError = ResponseError

export async function getIndexAdvice({ schema, query, projectRef }: IndexAdviceVariables, context: PgMetaContext): Promise<IndexAdviceData> {
  if (!schema) throw new Error('The index_advisor schema is required')
  const [advice] = await executeSql<IndexAdvice>({ projectRef, sql: buildIndexAdvisorSql(schema, query) }, context)
  return advice ?? null
}

export const indexAdviceQueryOptions = <TData = IndexAdviceData>(variables: IndexAdviceVariables) =>
  queryOptions<IndexAdviceData, IndexAdviceError, TData>({
    queryKey: advisorKeys.indexAdvice(variables.projectRef, variables.schema, variables.query),
    queryFn: (context) => getIndexAdvice(variables, context),
    // Advice for a statement only changes with the schema; asking again is costly (it plans with hypothetical indexes).
    staleTime: 5 * 60_000,
  })

export function useIndexAdviceQuery<TData = IndexAdviceData>(
  variables: IndexAdviceVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<IndexAdviceData, IndexAdviceError, TData> = {}
) {
  return useQuery<IndexAdviceData, IndexAdviceError, TData>({
    ...indexAdviceQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef) && Boolean(variables.schema) && Boolean(variables.query),
  })
}
