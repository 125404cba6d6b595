import { useMutation, useQueryClient } from '@tanstack/react-query'

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

export function useOrganizationMfaUpdateMutation({
  onSuccess,
  ...options
}: UseCustomMutationOptions<OrganizationMfaUpdateData, OrganizationMfaUpdateError, OrganizationMfaUpdateVariables> = {}) {
  const queryClient = useQueryClient()
  return useMutation<OrganizationMfaUpdateData, OrganizationMfaUpdateError, OrganizationMfaUpdateVariables>({
    mutationFn: updateOrganizationMfaEnforcement,
    // organization_requires_mfa lives on the organization itself, which drives the MFA redirect.
    meta: { invalidates: (variables: OrganizationMfaUpdateVariables) => [
        { queryKey: organizationKeys.detail(variables.slug), exact: true },
        { queryKey: organizationKeys.list(), exact: true },
      ] },
    async onSuccess(data, variables, onMutateResult, context) {
      queryClient.setQueryData(organizationKeys.mfa(variables.slug), data)
      await onSuccess?.(data, variables, onMutateResult, context)
    },
    ...options,
  })
}
