import { useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { ResponseError } from '@/lib/api/response-error'

import { apiKeyKeys } from './keys'

interface RevealVariables {
  projectRef?: string
  id?: string | null
}

/** One key's full value (`reveal=true`): asked for only while the user has that key revealed. */
export async function getRevealedApiKey({ projectRef, id }: RevealVariables, signal?: AbortSignal): Promise<string> {
  if (!projectRef || !id) throw new Error('projectRef and id are required')
  const { data, error } = await platform.GET('/v1/projects/{ref}/api-keys/{id}', {
    params: { path: { ref: projectRef, id }, query: { reveal: true } },
    signal,
  })
  if (error) handleError(error)
  return data.api_key ?? ''
}

export function useRevealedApiKeyQuery({ projectRef, id }: RevealVariables) {
  return useQuery<string, ResponseError>({
    queryKey: apiKeyKeys.revealed(projectRef, id ?? undefined),
    queryFn: ({ signal }) => getRevealedApiKey({ projectRef, id }, signal),
    enabled: Boolean(projectRef && id),
    // A secret should not outlive its reveal: dropped from the cache as soon as it is hidden.
    gcTime: 0,
    staleTime: 0,
  })
}
