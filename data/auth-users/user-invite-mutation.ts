import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { authUserKeys } from './keys'

export interface UserInviteVariables {
  projectRef: string
  email: string
}
export type UserInviteData = Schemas['AuthUser']

/** Invites a user by e-mail (the auth server creates the user and sends the invitation). */
export async function inviteUser({ projectRef, email }: UserInviteVariables): Promise<UserInviteData> {
  if (!projectRef) throw new Error('projectRef is required')
  const { data, error } = await platform.POST('/platform/auth/{ref}/invite', { params: { path: { ref: projectRef } }, body: { email } })
  if (error) handleError(error)
  return data
}

export function useUserInviteMutation(options: UseCustomMutationOptions<UserInviteData, ResponseError, UserInviteVariables> = {}) {
  return useMutation<UserInviteData, ResponseError, UserInviteVariables>({
    mutationFn: inviteUser,
    meta: { invalidates: (variables: UserInviteVariables) => [authUserKeys.all(variables.projectRef)] },
    ...options,
  })
}
