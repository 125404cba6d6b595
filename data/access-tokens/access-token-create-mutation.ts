import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { accessTokenKeys } from './keys'

export type AccessTokenCreateVariables = { name: string }
/** The new token with its secret: the only response that carries it. */
export type CreatedAccessToken = Schemas['CreatedAccessToken']

export async function createAccessToken({ name }: AccessTokenCreateVariables): Promise<CreatedAccessToken> {
  const { data, error } = await platform.POST('/platform/profile/access-tokens', { body: { name } })
  if (error) handleError(error)
  return data
}

export function useAccessTokenCreateMutation(
  options: UseCustomMutationOptions<CreatedAccessToken, ResponseError, AccessTokenCreateVariables> = {}
) {
  return useMutation<CreatedAccessToken, ResponseError, AccessTokenCreateVariables>({
    mutationFn: createAccessToken,
    meta: { invalidates: () => [accessTokenKeys.list()] },
    ...options,
  })
}
