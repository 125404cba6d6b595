import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'

import { pgMetaRequest, requireArray } from '@/data/pg-meta/pg-meta-connection'
import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { PgFunction } from '@/lib/api/types'

import { databaseFunctionKeys } from './keys'

export interface DatabaseFunctionsVariables {
  projectRef: string | undefined
  schema: string | undefined
}
export type DatabaseFunctionsData = PgFunction[]
export type DatabaseFunctionsError = ResponseError

export async function getDatabaseFunctions(
  { projectRef, schema }: DatabaseFunctionsVariables,
  client: QueryClient,
  signal?: AbortSignal
): Promise<DatabaseFunctionsData> {
  if (!schema) throw new Error('Schema is required')
  const request = await pgMetaRequest(client, projectRef)
  const { data, error } = await platform.GET('/platform/pg-meta/{ref}/functions', {
    params: { ...request, query: { included_schemas: [schema] } },
    signal,
  })
  if (error) handleError(error)
  return requireArray<PgFunction>(data, 'functions')
}

export const databaseFunctionsQueryOptions = <TData = DatabaseFunctionsData>(variables: DatabaseFunctionsVariables) =>
  queryOptions<DatabaseFunctionsData, DatabaseFunctionsError, TData>({
    queryKey: databaseFunctionKeys.list(variables.projectRef, variables.schema),
    queryFn: ({ client, signal }) => getDatabaseFunctions(variables, client, signal),
  })

export function useDatabaseFunctionsQuery<TData = DatabaseFunctionsData>(
  variables: DatabaseFunctionsVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<DatabaseFunctionsData, DatabaseFunctionsError, TData> = {}
) {
  return useQuery<DatabaseFunctionsData, DatabaseFunctionsError, TData>({
    ...databaseFunctionsQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef) && Boolean(variables.schema),
  })
}
