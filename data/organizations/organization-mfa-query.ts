import { queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { MfaEnforcement } from '@/lib/api/types'

import { organizationKeys } from './keys'

/** Whether the organization requires its members to use MFA. */
export interface OrganizationMfaEnforcementVariables {
  slug?: string
}
export type OrganizationMfaEnforcementData = MfaEnforcement
export type OrganizationMfaEnforcementError = ResponseError

export async function getOrganizationMfaEnforcement({ slug }: OrganizationMfaEnforcementVariables, signal?: AbortSignal): Promise<OrganizationMfaEnforcementData> {
  if (!slug) throw new Error('Organization slug is required')
  const { data, error } = await platform.GET('/platform/organizations/{slug}/members/mfa/enforcement', {
    params: { path: { slug } },
    signal,
  })
  if (error) handleError(error)
  return data
}

export const organizationMfaEnforcementQueryOptions = <TData = OrganizationMfaEnforcementData>(variables: OrganizationMfaEnforcementVariables) =>
  queryOptions<OrganizationMfaEnforcementData, OrganizationMfaEnforcementError, TData>({
    queryKey: organizationKeys.mfa(variables.slug),
    queryFn: ({ signal }) => getOrganizationMfaEnforcement(variables, signal),
  })

export function useOrganizationMfaEnforcementQuery<TData = OrganizationMfaEnforcementData>(
  variables: OrganizationMfaEnforcementVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<OrganizationMfaEnforcementData, OrganizationMfaEnforcementError, TData> = {}
) {
  return useQuery<OrganizationMfaEnforcementData, OrganizationMfaEnforcementError, TData>({
    ...organizationMfaEnforcementQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.slug),
  })
}
