import { useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { apiKeyKeys } from './keys'

export type LegacyApiKeysStatus = Schemas['LegacyApiKeysStatus']

/** Whether the project still accepts its JWT-based anon and service_role keys. */
export async function getLegacyApiKeysStatus({ projectRef }: { projectRef?: string }, signal?: AbortSignal): Promise<LegacyApiKeysStatus> {
  if (!projectRef) throw new Error('projectRef is required')
  const { data, error } = await platform.GET('/v1/projects/{ref}/api-keys/legacy', { params: { path: { ref: projectRef } }, signal })
  if (error) handleError(error)
  return data
}

export function useLegacyApiKeysStatusQuery({ projectRef }: { projectRef?: string }) {
  return useQuery<LegacyApiKeysStatus, ResponseError>({
    queryKey: apiKeyKeys.legacy(projectRef),
    queryFn: ({ signal }) => getLegacyApiKeysStatus({ projectRef }, signal),
    enabled: Boolean(projectRef),
  })
}
