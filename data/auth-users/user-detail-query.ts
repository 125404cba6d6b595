import { queryOptions, useQuery } from '@tanstack/react-query'

import type { PgMetaContext, PgMetaVariables } from '@/data/sql/pg-meta'
import { executeSql, type ExecuteSqlError } from '@/data/sql/execute-sql'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import { buildUserDetailSql } from '@/lib/auth-users/users-sql'

import { authUserKeys } from './keys'

export interface UserIdentity {
  id: string
  provider: string
  email: string | null
  created_at: string | null
  last_sign_in_at: string | null
}
export interface UserFactor {
  id: string
  friendly_name: string | null
  factor_type: string
  status: string
  created_at: string | null
}
export interface UserDetail {
  id: string
  email: string | null
  phone: string | null
  created_at: string | null
  updated_at: string | null
  last_sign_in_at: string | null
  email_confirmed_at: string | null
  phone_confirmed_at: string | null
  confirmed_at: string | null
  invited_at: string | null
  banned_until: string | null
  is_anonymous: boolean | null
  raw_app_meta_data: unknown
  raw_user_meta_data: unknown
  identities: UserIdentity[]
  factors: UserFactor[]
}
export interface UserDetailVariables extends PgMetaVariables {
  id?: string
}
/** null when the user no longer exists. */
export type UserDetailData = UserDetail | null
export type UserDetailError = ExecuteSqlError

export async function getUserDetail({ projectRef, id }: UserDetailVariables, context: PgMetaContext): Promise<UserDetailData> {
  if (!id) throw new Error('User id is required')
  const [row] = await executeSql<UserDetail>({ projectRef, sql: buildUserDetailSql(id), queryKey: 'auth-user' }, context)
  if (!row || typeof row.id !== 'string') return null
  return { ...row, identities: Array.isArray(row.identities) ? row.identities : [], factors: Array.isArray(row.factors) ? row.factors : [] }
}

export const userDetailQueryOptions = (variables: UserDetailVariables) =>
  queryOptions<UserDetailData, UserDetailError>({
    queryKey: authUserKeys.detail(variables.projectRef, variables.id),
    queryFn: (context) => getUserDetail(variables, context),
  })

/** One user with identities and MFA factors, for the user panel. */
export function useUserDetailQuery(
  variables: UserDetailVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<UserDetailData, UserDetailError> = {}
) {
  return useQuery<UserDetailData, UserDetailError>({
    ...userDetailQueryOptions(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef) && Boolean(variables.id),
  })
}
