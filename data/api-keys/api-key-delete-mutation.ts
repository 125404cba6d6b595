import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { ResponseError } from '@/lib/api/response-error'

import { apiKeyKeys } from './keys'

export interface ApiKeyDeleteVariables {
  projectRef: string
  id: string
}

export async function deleteApiKey({ projectRef, id }: ApiKeyDeleteVariables): Promise<void> {
  const { error } = await platform.DELETE('/v1/projects/{ref}/api-keys/{id}', { params: { path: { ref: projectRef, id } } })
  if (error) handleError(error)
}

export function useApiKeyDeleteMutation() {
  return useMutation<void, ResponseError, ApiKeyDeleteVariables>({
    mutationFn: deleteApiKey,
    meta: {
      invalidates: (variables: ApiKeyDeleteVariables) => [apiKeyKeys.list(variables.projectRef)],
      removes: (variables: ApiKeyDeleteVariables) => [apiKeyKeys.revealed(variables.projectRef, variables.id)],
    },
  })
}
