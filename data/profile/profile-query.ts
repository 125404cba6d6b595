import { queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Profile } from '@/lib/api/types'

import { profileKeys } from './keys'

/** SPEC §9: the profile is cached 30 minutes. */
export const PROFILE_STALE_TIME_MS = 30 * 60 * 1000
/** The platform's answer when the user has no profile yet (SPEC §4: it is then created). */
export const PROFILE_NOT_FOUND_MESSAGE = "User's profile not found"

export type ProfileData = Profile
export type ProfileError = ResponseError

export async function getProfile(signal?: AbortSignal): Promise<ProfileData> {
  const { data, error } = await platform.GET('/platform/profile', {
    params: { header: { Version: '2' } },
    signal,
  })
  if (error) handleError(error)
  return data
}

export function isProfileNotFoundError(error: unknown): boolean {
  return error instanceof Error && error.message === PROFILE_NOT_FOUND_MESSAGE
}

export const profileQueryOptions = <TData = ProfileData>() =>
  queryOptions<ProfileData, ProfileError, TData>({
    queryKey: profileKeys.profile(),
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: PROFILE_STALE_TIME_MS,
  })

export function useProfileQuery<TData = ProfileData>(
  options: UseCustomQueryOptions<ProfileData, ProfileError, TData> = {}
) {
  return useQuery<ProfileData, ProfileError, TData>({ ...profileQueryOptions<TData>(), ...options })
}
