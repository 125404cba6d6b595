import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'

import { pgMetaRequest, requireArray } from '@/data/pg-meta/pg-meta-connection'
import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { PgRole } from '@/lib/api/types'

import { policyKeys } from './keys'

export interface DatabaseRolesVariables {
  projectRef: string | undefined
}
export type DatabaseRolesData = PgRole[]
export type DatabaseRolesError = ResponseError

export async function getDatabaseRoles({ projectRef }: DatabaseRolesVariables, client: QueryClient, signal?: AbortSignal) {
  const request = await pgMetaRequest(client, projectRef)
  // Postgres's own pg_* roles too: the roles page shows them on request and policies may name them.
  const { data, error } = await platform.GET('/platform/pg-meta/{ref}/roles', {
    params: { ...request, query: { include_default_roles: true } },
    signal,
  })
  if (error) handleError(error)
  return requireArray<PgRole>(data, 'roles')
}

export const databaseRolesQueryOptions = <TData = DatabaseRolesData>(variables: DatabaseRolesVariables) =>
  queryOptions<DatabaseRolesData, DatabaseRolesError, TData>({
    queryKey: policyKeys.roles(variables.projectRef),
    queryFn: ({ client, signal }) => getDatabaseRoles(variables, client, signal),
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
