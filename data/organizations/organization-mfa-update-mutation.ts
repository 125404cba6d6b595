import { useMutation } from '@tanstack/react-query'

import { cacheWrite } from '@/lib/api/cache-writes'
import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { MfaEnforcement } from '@/lib/api/types'

import { organizationKeys } from './keys'

/** Turns the organization's MFA requirement on or off. */
export interface OrganizationMfaUpdateVariables {
  slug: string
  enforced: boolean
}
export type OrganizationMfaUpdateData = MfaEnforcement
export type OrganizationMfaUpdateError = ResponseError

export async function updateOrganizationMfaEnforcement({
  slug,
  enforced,
}: OrganizationMfaUpdateVariables): Promise<OrganizationMfaUpdateData> {
  if (!slug) throw new Error('Organization slug is required')
  const { data, error } = await platform.PATCH('/platform/organizations/{slug}/members/mfa/enforcement', {
    params: { path: { slug } },
    body: { enforced },
  })
  if (error) handleError(error)
  return data
}

export function useOrganizationMfaUpdateMutation(options: UseCustomMutationOptions<OrganizationMfaUpdateData, OrganizationMfaUpdateError, OrganizationMfaUpdateVariables> = {}) {
  return useMutation<OrganizationMfaUpdateData, OrganizationMfaUpdateError, OrganizationMfaUpdateVariables>({
    mutationFn: updateOrganizationMfaEnforcement,
    // organization_requires_mfa lives on the organization itself, which drives the MFA redirect.
    meta: {
      // The answer is the new enforcement: shown as is.
      writes: (variables: OrganizationMfaUpdateVariables, data: OrganizationMfaUpdateData) => [
        cacheWrite<OrganizationMfaUpdateData>(organizationKeys.mfa(variables.slug), () => data),
      ],
      invalidates: (variables: OrganizationMfaUpdateVariables) => [
        { queryKey: organizationKeys.detail(variables.slug), exact: true },
        { queryKey: organizationKeys.list(), exact: true },
      ],
    },
    ...options,
  })
}
