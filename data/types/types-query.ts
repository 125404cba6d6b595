import { queryOptions, useQuery } from '@tanstack/react-query'

import { pgMetaGet, type PgMetaContext } from '@/data/sql/pg-meta'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { PgType } from '@/lib/api/types'

import { typeKeys } from './keys'

export interface DatabaseTypesVariables {
  projectRef?: string
}
export type DatabaseTypesData = PgType[]
export type DatabaseTypesError = ResponseError

/**
 * The user-defined types of a project (enums, domains, composites, ranges) outside the system
 * schemas, as pg-meta lists them. Built-in types are not included: they are the same everywhere.
 */
export async function getDatabaseTypes(
  { projectRef }: DatabaseTypesVariables,
  { client, signal }: PgMetaContext
): Promise<DatabaseTypesData> {
  return pgMetaGet('/platform/pg-meta/{ref}/types', { projectRef }, { client, signal })
}

export const databaseTypesQueryOptions = <TData = DatabaseTypesData>(variables: DatabaseTypesVariables) =>
  queryOptions<DatabaseTypesData, DatabaseTypesError, TData>({
    queryKey: typeKeys.list(variables.projectRef),
    queryFn: ({ client, signal }) => getDatabaseTypes(variables, { client, signal }),
  })

export function useDatabaseTypesQuery<TData = DatabaseTypesData>(
  variables: DatabaseTypesVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<DatabaseTypesData, DatabaseTypesError, TData> = {}
) {
  return useQuery<DatabaseTypesData, DatabaseTypesError, TData>({
    ...databaseTypesQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef),
  })
}
