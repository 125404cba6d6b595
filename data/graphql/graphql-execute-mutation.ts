import { useMutation } from '@tanstack/react-query'

import type { PgMetaVariables, PgMetaContext } from '@/data/sql/pg-meta'
import { executeSql } from '@/data/sql/execute-sql'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import { buildGraphqlResolveSql } from '@/lib/graphql/graphql-sql'

export interface GraphqlExecuteVariables extends PgMetaVariables {
  query: string
  variables?: Record<string, unknown>
  operationName?: string
}
/** The GraphQL response document ({data, errors}) pg_graphql produced. */
export type GraphqlExecuteData = unknown
export type GraphqlExecuteError = ResponseError | Error

export async function executeGraphql({ query, variables, operationName, projectRef }: GraphqlExecuteVariables, context: PgMetaContext): Promise<GraphqlExecuteData> {
  const [row] = await executeSql<{ result: unknown }>({ projectRef, sql: buildGraphqlResolveSql(query, variables, operationName) }, context)
  // jsonb comes back parsed from the platform; some servers hand it over as text.
  const result = row?.result ?? null
  if (typeof result !== 'string') return result
  try {
    return JSON.parse(result) as unknown
  } catch {
    return result
  }
}

export function useGraphqlExecuteMutation(
  options: UseCustomMutationOptions<GraphqlExecuteData, GraphqlExecuteError, GraphqlExecuteVariables> = {}
) {
  return useMutation<GraphqlExecuteData, GraphqlExecuteError, GraphqlExecuteVariables>({ mutationFn: executeGraphql, ...options })
}
