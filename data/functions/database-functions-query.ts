import { queryOptions, useQuery } from '@tanstack/react-query'

import { pgMetaGet, requireArray, type PgMetaContext } from '@/data/sql/pg-meta'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { PgFunction } from '@/lib/api/types'

import { functionKeys } from './keys'

export interface DatabaseFunctionsVariables {
  projectRef: string | undefined
  schema: string | undefined
}
export type DatabaseFunctionsData = PgFunction[]
export type DatabaseFunctionsError = ResponseError

export async function getDatabaseFunctions(
  { projectRef, schema }: DatabaseFunctionsVariables,
  { client, signal }: PgMetaContext): Promise<DatabaseFunctionsData> {
  if (!schema) throw new Error('Schema is required')
  const data = await pgMetaGet('/platform/pg-meta/{ref}/functions', { projectRef, query: { included_schemas: [schema] } }, { client, signal })
  return requireArray<PgFunction>(data, 'functions')
}

export const databaseFunctionsQueryOptions = <TData = DatabaseFunctionsData>(variables: DatabaseFunctionsVariables) =>
  queryOptions<DatabaseFunctionsData, DatabaseFunctionsError, TData>({
    queryKey: functionKeys.list(variables.projectRef, variables.schema),
    queryFn: ({ client, signal }) => getDatabaseFunctions(variables, { client, signal }),
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
