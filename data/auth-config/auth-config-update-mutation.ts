import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { authConfigKeys } from './keys'

export interface AuthConfigUpdateVariables {
  projectRef: string
  /** Only the settings that changed. */
  changes: Schemas['AuthConfig']
}
export type AuthConfigUpdateData = Schemas['AuthConfig']

export async function updateAuthConfig({ projectRef, changes }: AuthConfigUpdateVariables): Promise<AuthConfigUpdateData> {
  if (!projectRef) throw new Error('projectRef is required')
  const { data, error } = await platform.PATCH('/platform/auth/{ref}/config', { params: { path: { ref: projectRef } }, body: changes })
  if (error) handleError(error)
  return data
}

/** Saves changed sign-in settings (hosted platform; a self-hosted auth server reads its environment). */
export function useAuthConfigUpdateMutation(options: UseCustomMutationOptions<AuthConfigUpdateData, ResponseError, AuthConfigUpdateVariables> = {}) {
  return useMutation<AuthConfigUpdateData, ResponseError, AuthConfigUpdateVariables>({
    mutationFn: updateAuthConfig,
    meta: { invalidates: (variables: AuthConfigUpdateVariables) => [authConfigKeys.config(variables.projectRef)] },
    ...options,
  })
}
