import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { authUserKeys } from './keys'

export interface UserDeleteVariables {
  projectRef: string
  userId: string
}
export type UserDeleteData = Schemas['AuthMessage']

/** Deletes a user (its identities, sessions and factors go with it). */
export async function deleteUser({ projectRef, userId }: UserDeleteVariables): Promise<UserDeleteData> {
  if (!projectRef) throw new Error('projectRef is required')
  const { data, error } = await platform.DELETE('/platform/auth/{ref}/users/{id}', { params: { path: { ref: projectRef, id: userId } } })
  if (error) handleError(error)
  return data
}

export function useUserDeleteMutation(options: UseCustomMutationOptions<UserDeleteData, ResponseError, UserDeleteVariables> = {}) {
  return useMutation<UserDeleteData, ResponseError, UserDeleteVariables>({
    mutationFn: deleteUser,
    meta: { invalidates: (variables: UserDeleteVariables) => [authUserKeys.all(variables.projectRef)] },
    ...options,
  })
}
