import { useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { apiKeyKeys } from './keys'

export type ApiKey = Schemas['ApiKey']

/** The project's keys with secrets masked (revealing one is its own request: api-key-reveal-query). */
export async function getApiKeys({ projectRef }: { projectRef?: string }, signal?: AbortSignal): Promise<ApiKey[]> {
  if (!projectRef) throw new Error('projectRef is required')
  const { data, error } = await platform.GET('/v1/projects/{ref}/api-keys', {
    params: { path: { ref: projectRef }, query: { reveal: false } },
    signal,
  })
  if (error) handleError(error)
  return Array.isArray(data) ? data : []
}

export function useApiKeysQuery({ projectRef }: { projectRef?: string }) {
  return useQuery<ApiKey[], ResponseError>({
    queryKey: apiKeyKeys.list(projectRef),
    queryFn: ({ signal }) => getApiKeys({ projectRef }, signal),
    enabled: Boolean(projectRef),
  })
}
