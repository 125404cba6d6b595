import { queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { CustomerProfile } from '@/lib/api/types'

import { organizationKeys } from './keys'

/** The billing customer profile: billing address and email. */
export interface OrganizationCustomerProfileVariables {
  slug?: string
}
export type OrganizationCustomerProfileData = CustomerProfile
export type OrganizationCustomerProfileError = ResponseError

export async function getOrganizationCustomerProfile({ slug }: OrganizationCustomerProfileVariables, signal?: AbortSignal): Promise<OrganizationCustomerProfileData> {
  if (!slug) throw new Error('Organization slug is required')
  const { data, error } = await platform.GET('/platform/organizations/{slug}/customer', {
    params: { path: { slug } },
    signal,
  })
  if (error) handleError(error)
  return data
}

export const organizationCustomerProfileQueryOptions = <TData = OrganizationCustomerProfileData>(variables: OrganizationCustomerProfileVariables) =>
  queryOptions<OrganizationCustomerProfileData, OrganizationCustomerProfileError, TData>({
    queryKey: organizationKeys.customerProfile(variables.slug),
    queryFn: ({ signal }) => getOrganizationCustomerProfile(variables, signal),
  })

export function useOrganizationCustomerProfileQuery<TData = OrganizationCustomerProfileData>(
  variables: OrganizationCustomerProfileVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<OrganizationCustomerProfileData, OrganizationCustomerProfileError, TData> = {}
) {
  return useQuery<OrganizationCustomerProfileData, OrganizationCustomerProfileError, TData>({
    ...organizationCustomerProfileQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.slug),
  })
}
