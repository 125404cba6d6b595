import { queryOptions, useQuery } from '@tanstack/react-query'

import type { PgMetaVariables, PgMetaContext } from '@/data/sql/pg-meta'
import { executeSql } from '@/data/sql/execute-sql'
import { buildIndexAdviceSql, proposeIndexes, readIndexAdvice, type IndexAdvice, type IndexAdviceRow } from '@/lib/advisors/index-proposals'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'

import { advisorKeys } from './keys'

export interface IndexAdviceVariables extends PgMetaVariables {
  /** The schema hypopg is installed in. */
  schema?: string | null
  query: string
}
export type IndexAdviceData = IndexAdvice
export type IndexAdviceError = ResponseError

/**
 * Proposes indexes from the statement's predicates and has Postgres plan it without and with each one
 * as a hypopg hypothetical index, all in one request (see buildIndexAdviceSql). A statement that cannot
 * be analysed (not a SELECT, no column filtered) answers with the reason, without a request.
 */
export async function getIndexAdvice({ schema, query, projectRef }: IndexAdviceVariables, context: PgMetaContext): Promise<IndexAdviceData> {
  if (!schema) throw new Error('The hypopg schema is required')
  const proposed = proposeIndexes(query)
  if (!proposed.ok) return proposed
  const sql = buildIndexAdviceSql(schema, query, proposed.parameterCount, proposed.proposals)
  const rows = await executeSql<IndexAdviceRow>({ projectRef, sql, queryKey: 'index-advisor' }, context)
  return readIndexAdvice(rows, proposed.proposals)
}

export const indexAdviceQueryOptions = <TData = IndexAdviceData>(variables: IndexAdviceVariables) =>
  queryOptions<IndexAdviceData, IndexAdviceError, TData>({
    queryKey: advisorKeys.indexAdvice(variables.projectRef, variables.schema, variables.query),
    queryFn: (context) => getIndexAdvice(variables, context),
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
