import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'
import { banDuration } from '@/lib/auth-users/user-rules'

import { authUserKeys } from './keys'

export interface UserBanVariables {
  projectRef: string
  userId: string
  /** Hours of the ban, or 'none' to lift it. */
  hours: number | 'none'
}
export type UserBanData = Schemas['AuthUser']

export async function banUser({ projectRef, userId, hours }: UserBanVariables): Promise<UserBanData> {
  if (!projectRef) throw new Error('projectRef is required')
  const { data, error } = await platform.PATCH('/platform/auth/{ref}/users/{id}', {
    params: { path: { ref: projectRef, id: userId } },
    body: { ban_duration: banDuration(hours) },
  })
  if (error) handleError(error)
  return data
}

/** Bans a user for a number of hours, or lifts the ban. */
export function useUserBanMutation(options: UseCustomMutationOptions<UserBanData, ResponseError, UserBanVariables> = {}) {
  return useMutation<UserBanData, ResponseError, UserBanVariables>({
    mutationFn: banUser,
    meta: { invalidates: (variables: UserBanVariables) => [authUserKeys.all(variables.projectRef)] },
    ...options,
  })
}
