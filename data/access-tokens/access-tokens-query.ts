import { useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { accessTokenKeys } from './keys'

export type AccessToken = Schemas['AccessToken']
export type AccessTokensData = AccessToken[]

/** GET /platform/profile/access-tokens: the tokens, never their secrets. */
export async function getAccessTokens(signal?: AbortSignal): Promise<AccessTokensData> {
  const { data, error } = await platform.GET('/platform/profile/access-tokens', { signal })
  if (error) handleError(error)
  return data
}

export function useAccessTokensQuery({ enabled = true, ...options }: UseCustomQueryOptions<AccessTokensData, ResponseError> = {}) {
  return useQuery<AccessTokensData, ResponseError>({
    queryKey: accessTokenKeys.list(),
    queryFn: ({ signal }) => getAccessTokens(signal),
    enabled,
    ...options,
  })
}
