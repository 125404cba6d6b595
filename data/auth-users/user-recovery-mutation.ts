import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { authUserKeys } from './keys'

export interface UserRecoveryVariables {
  projectRef: string
  email: string
}
export type UserRecoveryData = Schemas['AuthMessage']

/** Sends a password recovery e-mail. */
export async function sendRecovery({ projectRef, email }: UserRecoveryVariables): Promise<UserRecoveryData> {
  if (!projectRef) throw new Error('projectRef is required')
  const { data, error } = await platform.POST('/platform/auth/{ref}/recover', { params: { path: { ref: projectRef } }, body: { email } })
  if (error) handleError(error)
  return data
}

export function useUserRecoveryMutation(options: UseCustomMutationOptions<UserRecoveryData, ResponseError, UserRecoveryVariables> = {}) {
  return useMutation<UserRecoveryData, ResponseError, UserRecoveryVariables>({
    mutationFn: sendRecovery,
    meta: { invalidates: (variables: UserRecoveryVariables) => [authUserKeys.all(variables.projectRef)] },
    ...options,
  })
}
