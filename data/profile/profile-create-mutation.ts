import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Profile } from '@/lib/api/types'
import { toast } from '@/lib/ui/toast'

import { organizationKeys } from '../organizations/keys'
import { profileKeys } from './keys'

/** SPEC §8 "Profile create" rows. */
export const PROFILE_CREATE_FAILED_MESSAGE = 'Failed to create your profile. Please refresh to try again.'
export const profileCreateErrorMessage = (message: string) => `Failed to create profile: ${message}`
export const profileAlreadyExistsDevMessage = (message: string) =>
  `[DEV] createProfile called despite profile already exists: ${message}`

export type ProfileCreateVariables = void
export type ProfileCreateData = Profile
export type ProfileCreateError = ResponseError

export async function createProfile(): Promise<ProfileCreateData> {
  const { data, error } = await platform.POST('/platform/profile', {})
  if (error) handleError(error)
  return data
}

/** Whether a create failed only because the profile exists already (409). */
export function isProfileAlreadyExistsError(error: unknown): boolean {
  return (error as ResponseError | undefined)?.code === 409
}

/**
 * Creates the profile on first sign-in. On success the profile, the organization list and the
 * permissions are refreshed (SPEC §4); without an onError of its own it toasts the default text.
 */
export function useProfileCreateMutation({
  onError,
  ...options
}: UseCustomMutationOptions<ProfileCreateData, ProfileCreateError, ProfileCreateVariables> = {}) {
  return useMutation<ProfileCreateData, ProfileCreateError, ProfileCreateVariables>({
    mutationFn: () => createProfile(),
    meta: { invalidates: () => [profileKeys.profile(), organizationKeys.list(), profileKeys.permissions()] },
    async onError(error, variables, onMutateResult, context) {
      if (onError) return onError(error, variables, onMutateResult, context)
      toast.error(profileCreateErrorMessage(error.message))
    },
    ...options,
  })
}
