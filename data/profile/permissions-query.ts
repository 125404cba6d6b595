import { queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Permission } from '@/lib/api/types'

import { profileKeys } from './keys'

/** SPEC §9: permissions are cached 5 minutes. */
export const PERMISSIONS_STALE_TIME_MS = 5 * 60 * 1000

export interface PermissionsVariables {
  /** Permissions exist only on the hosted platform (SPEC §6). */
  isPlatform: boolean
  isSignedIn: boolean
}
export type PermissionsData = Permission[]
export type PermissionsError = ResponseError

export async function getPermissions(signal?: AbortSignal): Promise<PermissionsData> {
  const { data, error } = await platform.GET('/platform/profile/permissions', { signal })
  if (error) handleError(error)
  return data
}

export const permissionsQueryOptions = <TData = PermissionsData>() =>
  queryOptions<PermissionsData, PermissionsError, TData>({
    queryKey: profileKeys.permissions(),
    queryFn: ({ signal }) => getPermissions(signal),
    staleTime: PERMISSIONS_STALE_TIME_MS,
  })

export function usePermissionsQuery<TData = PermissionsData>(
  { isPlatform, isSignedIn }: PermissionsVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<PermissionsData, PermissionsError, TData> = {}
) {
  return useQuery<PermissionsData, PermissionsError, TData>({
    ...permissionsQueryOptions<TData>(),
    ...options,
    enabled: enabled && isPlatform && isSignedIn,
  })
}
