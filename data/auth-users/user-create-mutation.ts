import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { authUserKeys } from './keys'

export interface UserCreateVariables {
  projectRef: string
  email: string
  password: string
  /** Mark the e-mail address confirmed (no confirmation e-mail is sent). */
  autoConfirm: boolean
}
export type UserCreateData = Schemas['AuthUser']

export async function createUser({ projectRef, email, password, autoConfirm }: UserCreateVariables): Promise<UserCreateData> {
  if (!projectRef) throw new Error('projectRef is required')
  const { data, error } = await platform.POST('/platform/auth/{ref}/users', {
    params: { path: { ref: projectRef } },
    body: { email, password, email_confirm: autoConfirm },
  })
  if (error) handleError(error)
  return data
}

export function useUserCreateMutation(options: UseCustomMutationOptions<UserCreateData, ResponseError, UserCreateVariables> = {}) {
  return useMutation<UserCreateData, ResponseError, UserCreateVariables>({
    mutationFn: createUser,
    meta: { invalidates: (variables: UserCreateVariables) => [authUserKeys.all(variables.projectRef)] },
    ...options,
  })
}
