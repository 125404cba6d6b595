import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { ResponseError } from '@/lib/api/response-error'

import { apiKeyKeys } from './keys'

export interface LegacyApiKeysToggleVariables {
  projectRef: string
  enabled: boolean
}

export async function setLegacyApiKeysEnabled({ projectRef, enabled }: LegacyApiKeysToggleVariables): Promise<void> {
  const { error } = await platform.PUT('/v1/projects/{ref}/api-keys/legacy', {
    params: { path: { ref: projectRef }, query: { enabled } },
  })
  if (error) handleError(error)
}

export function useLegacyApiKeysToggleMutation() {
  return useMutation<void, ResponseError, LegacyApiKeysToggleVariables>({
    mutationFn: setLegacyApiKeysEnabled,
    meta: {
      invalidates: (variables: LegacyApiKeysToggleVariables) => [apiKeyKeys.legacy(variables.projectRef), apiKeyKeys.list(variables.projectRef)],
    },
  })
}
