import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import type { PgMetaContext, PgMetaVariables } from '@/data/sql/pg-meta'
import { executeSql, type ExecuteSqlError } from '@/data/sql/execute-sql'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import { buildUsersPageSql, type UserListRow, type UsersPageOptions } from '@/lib/auth-users/users-sql'

import { authUserKeys } from './keys'

export interface UsersPageVariables extends PgMetaVariables {
  options: UsersPageOptions
}
export type UsersPageData = UserListRow[]
export type UsersPageError = ExecuteSqlError

export async function getUsersPage({ projectRef, options }: UsersPageVariables, context: PgMetaContext): Promise<UsersPageData> {
  const rows = await executeSql<UserListRow>({ projectRef, sql: buildUsersPageSql(options), queryKey: 'auth-users' }, context)
  // A wrong-shaped answer must not take the page down: keep the rows that have an id.
  return rows.filter((row) => typeof row?.id === 'string')
}

export const usersPageQueryOptions = <TData = UsersPageData>(variables: UsersPageVariables) =>
  queryOptions<UsersPageData, UsersPageError, TData>({
    queryKey: authUserKeys.page(variables.projectRef, variables.options),
    queryFn: (context) => getUsersPage(variables, context),
  })

/** One page (50) of the project's auth.users, found by keyset from the previous page's last row. */
export function useUsersPageQuery<TData = UsersPageData>(
  variables: UsersPageVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<UsersPageData, UsersPageError, TData> = {}
) {
  return useQuery<UsersPageData, UsersPageError, TData>({
    ...usersPageQueryOptions<TData>(variables),
    // The old page stays on screen while the next one loads (no flash of a loading line).
    placeholderData: keepPreviousData,
    ...options,
    enabled: enabled && Boolean(variables.projectRef),
  })
}
