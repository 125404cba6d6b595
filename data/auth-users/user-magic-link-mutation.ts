import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { authUserKeys } from './keys'

export interface UserMagicLinkVariables {
  projectRef: string
  email: string
}
export type UserMagicLinkData = Schemas['AuthMessage']

/** Sends a sign-in link by e-mail. */
export async function sendMagicLink({ projectRef, email }: UserMagicLinkVariables): Promise<UserMagicLinkData> {
  if (!projectRef) throw new Error('projectRef is required')
  const { data, error } = await platform.POST('/platform/auth/{ref}/magiclink', { params: { path: { ref: projectRef } }, body: { email } })
  if (error) handleError(error)
  return data
}

export function useUserMagicLinkMutation(options: UseCustomMutationOptions<UserMagicLinkData, ResponseError, UserMagicLinkVariables> = {}) {
  return useMutation<UserMagicLinkData, ResponseError, UserMagicLinkVariables>({
    mutationFn: sendMagicLink,
    meta: { invalidates: (variables: UserMagicLinkVariables) => [authUserKeys.all(variables.projectRef)] },
    ...options,
  })
}
