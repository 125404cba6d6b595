import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { ServiceConsent } from '@/lib/consent/categories'

/** The consent update call of SPEC §7 (path and method not shown there; ours is in openapi.yaml). */
export const CONSENT_UPDATE_PATH = '/platform/telemetry/consent'

export interface ConsentUpdateVariables {
  services: ServiceConsent[]
}
export type ConsentUpdateData = unknown
export type ConsentUpdateError = ResponseError

export async function updateConsent({ services }: ConsentUpdateVariables): Promise<ConsentUpdateData> {
  const { data, error } = await platform.POST(CONSENT_UPDATE_PATH, { body: { services } })
  if (error) handleError(error)
  return data
}

export function useConsentUpdateMutation(
  options: UseCustomMutationOptions<ConsentUpdateData, ConsentUpdateError, ConsentUpdateVariables> = {}
) {
  return useMutation<ConsentUpdateData, ConsentUpdateError, ConsentUpdateVariables>({
    mutationFn: updateConsent,
    ...options,
  })
}
