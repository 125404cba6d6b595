import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'

import type { AccessToken } from './access-tokens-query'
import { accessTokenKeys } from './keys'

export type AccessTokenDeleteVariables = { id: number }

export async function deleteAccessToken({ id }: AccessTokenDeleteVariables): Promise<AccessToken> {
  const { data, error } = await platform.DELETE('/platform/profile/access-tokens/{id}', { params: { path: { id } } })
  if (error) handleError(error)
  return data
}

export function useAccessTokenDeleteMutation(options: UseCustomMutationOptions<AccessToken, ResponseError, AccessTokenDeleteVariables> = {}) {
  return useMutation<AccessToken, ResponseError, AccessTokenDeleteVariables>({
    mutationFn: deleteAccessToken,
    meta: { invalidates: () => [accessTokenKeys.list()] },
    ...options,
  })
}
