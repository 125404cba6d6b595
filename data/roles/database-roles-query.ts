import { queryOptions, useQuery } from '@tanstack/react-query'

import { pgMetaGet, requireArray, type PgMetaContext } from '@/data/sql/pg-meta'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { PgRole } from '@/lib/api/types'

import { roleKeys } from './keys'

export interface DatabaseRolesVariables {
  projectRef: string | undefined
}
export type DatabaseRolesData = PgRole[]
export type DatabaseRolesError = ResponseError

export async function getDatabaseRoles({ projectRef }: DatabaseRolesVariables, { client, signal }: PgMetaContext) {
  const data = await pgMetaGet('/platform/pg-meta/{ref}/roles', { projectRef }, { client, signal })
  return requireArray<PgRole>(data, 'roles')
}

export const databaseRolesQueryOptions = <TData = DatabaseRolesData>(variables: DatabaseRolesVariables) =>
  queryOptions<DatabaseRolesData, DatabaseRolesError, TData>({
    queryKey: roleKeys.list(variables.projectRef),
    queryFn: ({ client, signal }) => getDatabaseRoles(variables, { client, signal }),
  })

/** The database's roles (pg-meta's roles endpoint): who a policy applies to and whom the tester can act as. */
export function useDatabaseRolesQuery<TData = DatabaseRolesData>(
  variables: DatabaseRolesVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<DatabaseRolesData, DatabaseRolesError, TData> = {}
) {
  return useQuery<DatabaseRolesData, DatabaseRolesError, TData>({
    ...databaseRolesQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef),
  })
}
