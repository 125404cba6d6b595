import { useMutation } from '@tanstack/react-query'

import { cacheWrite } from '@/lib/api/cache-writes'
import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Profile, Schemas } from '@/lib/api/types'

import { profileKeys } from './keys'

export type ProfileUpdateVariables = Schemas['UpdateProfileBody']

/** PATCH /platform/profile: first and last name and username. */
export async function updateProfile(body: ProfileUpdateVariables): Promise<Profile> {
  const { data, error } = await platform.PATCH('/platform/profile', { body })
  if (error) handleError(error)
  return data
}

export function useProfileUpdateMutation(options: UseCustomMutationOptions<Profile, ResponseError, ProfileUpdateVariables> = {}) {
  return useMutation<Profile, ResponseError, ProfileUpdateVariables>({
    mutationFn: updateProfile,
    // The answer is the saved profile: shown as is, no refetch.
    meta: { writes: (_variables: ProfileUpdateVariables, profile: Profile) => [cacheWrite<Profile>(profileKeys.profile(), () => profile)] },
    ...options,
  })
}
