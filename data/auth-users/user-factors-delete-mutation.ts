import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { authUserKeys } from './keys'

export interface UserFactorsDeleteVariables {
  projectRef: string
  userId: string
}
export type UserFactorsDeleteData = Schemas['AuthMessage']

/** Removes every MFA factor of a user (a lost authenticator). */
export async function deleteUserFactors({ projectRef, userId }: UserFactorsDeleteVariables): Promise<UserFactorsDeleteData> {
  if (!projectRef) throw new Error('projectRef is required')
  const { data, error } = await platform.DELETE('/platform/auth/{ref}/users/{id}/factors', { params: { path: { ref: projectRef, id: userId } } })
  if (error) handleError(error)
  return data
}

export function useUserFactorsDeleteMutation(options: UseCustomMutationOptions<UserFactorsDeleteData, ResponseError, UserFactorsDeleteVariables> = {}) {
  return useMutation<UserFactorsDeleteData, ResponseError, UserFactorsDeleteVariables>({
    mutationFn: deleteUserFactors,
    meta: { invalidates: (variables: UserFactorsDeleteVariables) => [authUserKeys.all(variables.projectRef)] },
    ...options,
  })
}
