import { queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { authConfigKeys } from './keys'

export interface AuthConfigVariables {
  projectRef?: string
}
export type AuthConfigData = Schemas['AuthConfig']
export type AuthConfigError = ResponseError

export async function getAuthConfig({ projectRef }: AuthConfigVariables, signal?: AbortSignal): Promise<AuthConfigData> {
  if (!projectRef) throw new Error('projectRef is required')
  const { data, error } = await platform.GET('/platform/auth/{ref}/config', { params: { path: { ref: projectRef } }, signal })
  if (error) handleError(error)
  return data
}

export const authConfigQueryOptions = (variables: AuthConfigVariables) =>
  queryOptions<AuthConfigData, AuthConfigError>({
    queryKey: authConfigKeys.config(variables.projectRef),
    queryFn: ({ signal }) => getAuthConfig(variables, signal),
  })

/** The auth server's configuration (self-hosted: what its /settings reports). */
export function useAuthConfigQuery(
  variables: AuthConfigVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<AuthConfigData, AuthConfigError> = {}
) {
  return useQuery<AuthConfigData, AuthConfigError>({
    ...authConfigQueryOptions(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef),
  })
}
