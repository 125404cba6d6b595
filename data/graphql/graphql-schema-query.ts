import { queryOptions, useQuery } from '@tanstack/react-query'

import type { PgMetaVariables, PgMetaContext } from '@/data/sql/pg-meta'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import { responseErrorMessage, schemaFromResponse, type ExplorerSchema } from '@/lib/graphql/schema-explorer'

import { executeGraphql, type GraphqlExecuteError } from './graphql-execute-mutation'
import { graphqlKeys } from './keys'

export type GraphqlSchemaVariables = PgMetaVariables
export type GraphqlSchemaData = ExplorerSchema
export type GraphqlSchemaError = GraphqlExecuteError

/** The API's schema as pg_graphql introspects it: what the explorer lists and the editor completes from. */
export async function getGraphqlSchema(variables: GraphqlSchemaVariables, context: PgMetaContext): Promise<GraphqlSchemaData> {
  // graphql-js loads with the query (the editor needs it next anyway), never with the route.
  const { getIntrospectionQuery } = await import('graphql')
  const response = await executeGraphql({ ...variables, query: getIntrospectionQuery({ descriptions: true }) }, context)
  const schema = schemaFromResponse(response)
  if (schema) return schema
  throw new Error(responseErrorMessage(response) ?? 'pg_graphql answered the introspection query without a schema')
}

export const graphqlSchemaQueryOptions = <TData = GraphqlSchemaData>(variables: GraphqlSchemaVariables) =>
  queryOptions<GraphqlSchemaData, GraphqlSchemaError, TData>({
    queryKey: graphqlKeys.schema(variables.projectRef),
    queryFn: (context) => getGraphqlSchema(variables, context),
  })

export function useGraphqlSchemaQuery<TData = GraphqlSchemaData>(
  variables: GraphqlSchemaVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<GraphqlSchemaData, GraphqlSchemaError, TData> = {}
) {
  return useQuery<GraphqlSchemaData, GraphqlSchemaError, TData>({
    ...graphqlSchemaQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef),
  })
}
