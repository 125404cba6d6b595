import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { apiKeyKeys } from './keys'

export type ApiKeyCreateVariables = { projectRef: string } & Schemas['CreateApiKeyBody']

export async function createApiKey({ projectRef, ...body }: ApiKeyCreateVariables): Promise<void> {
  const { error } = await platform.POST('/v1/projects/{ref}/api-keys', {
    params: { path: { ref: projectRef }, query: { reveal: false } },
    body,
  })
  if (error) handleError(error)
}

export function useApiKeyCreateMutation() {
  return useMutation<void, ResponseError, ApiKeyCreateVariables>({
    mutationFn: createApiKey,
    meta: { invalidates: (variables: ApiKeyCreateVariables) => [apiKeyKeys.list(variables.projectRef)] },
  })
}
