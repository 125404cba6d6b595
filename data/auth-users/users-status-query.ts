import { queryOptions, useQuery } from '@tanstack/react-query'

import type { PgMetaContext, PgMetaVariables } from '@/data/sql/pg-meta'
import { executeSql, type ExecuteSqlError } from '@/data/sql/execute-sql'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import { buildAuthUsersStatusSql, buildBoundedUsersCountSql, ESTIMATE_FALLBACK_LIMIT } from '@/lib/auth-users/users-sql'

import { authUserKeys } from './keys'

export interface UsersStatus {
  hasAuthUsers: boolean
  /** Roughly how many users there are; null when unknown. */
  total: number | null
  /** True when total is the planner's estimate (or a bounded count that hit its bound). */
  isEstimate: boolean
  /** API roles that can select from auth.users while row level security is off on it. */
  exposedTo: string[]
}
export type UsersStatusData = UsersStatus
export type UsersStatusError = ExecuteSqlError

interface StatusRow {
  has_auth_users: boolean
  estimate: number | string
  rls_enabled: boolean
  readable_by: string[] | null
}

export async function getUsersStatus({ projectRef }: PgMetaVariables, context: PgMetaContext): Promise<UsersStatusData> {
  const [row] = await executeSql<StatusRow>({ projectRef, sql: buildAuthUsersStatusSql(), queryKey: 'auth-users-status' }, context)
  if (!row?.has_auth_users) return { hasAuthUsers: false, total: null, isEstimate: false, exposedTo: [] }
  const exposedTo = row.rls_enabled ? [] : (row.readable_by ?? [])
  const estimate = Number(row.estimate)
  if (Number.isFinite(estimate) && estimate >= 0) return { hasAuthUsers: true, total: estimate, isEstimate: true, exposedTo }
  // Never analysed (a new or small table): count, but never past a bound.
  const [counted] = await executeSql<{ count: number }>({ projectRef, sql: buildBoundedUsersCountSql(), queryKey: 'auth-users-count' }, context)
  const count = Number(counted?.count ?? 0)
  return { hasAuthUsers: true, total: Math.min(count, ESTIMATE_FALLBACK_LIMIT), isEstimate: count > ESTIMATE_FALLBACK_LIMIT, exposedTo }
}

export const usersStatusQueryOptions = (variables: PgMetaVariables) =>
  queryOptions<UsersStatusData, UsersStatusError>({
    queryKey: authUserKeys.status(variables.projectRef),
    queryFn: (context) => getUsersStatus(variables, context),
  })

/** Whether the project has auth.users, about how many users, and whether an API role can read them. */
export function useUsersStatusQuery(
  variables: PgMetaVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<UsersStatusData, UsersStatusError> = {}
) {
  return useQuery<UsersStatusData, UsersStatusError>({
    ...usersStatusQueryOptions(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef),
  })
}
