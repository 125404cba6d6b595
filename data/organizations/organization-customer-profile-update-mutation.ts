import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { CustomerProfile, Schemas } from '@/lib/api/types'

import { organizationKeys } from './keys'

/** Changes who is billed and where (PUT …/customer). */
export interface OrganizationCustomerProfileUpdateVariables {
  slug: string
  address: Schemas['BillingAddress']
  billing_name: string
}
export type OrganizationCustomerProfileUpdateData = CustomerProfile
export type OrganizationCustomerProfileUpdateError = ResponseError

export async function updateOrganizationCustomerProfile({ slug, ...body }: OrganizationCustomerProfileUpdateVariables): Promise<OrganizationCustomerProfileUpdateData> {
  if (!slug) throw new Error('Organization slug is required')
  const { data, error } = await platform.PUT('/platform/organizations/{slug}/customer', { params: { path: { slug } }, body })
  if (error) handleError(error)
  return data
}

export function useOrganizationCustomerProfileUpdateMutation(options: UseCustomMutationOptions<OrganizationCustomerProfileUpdateData, OrganizationCustomerProfileUpdateError, OrganizationCustomerProfileUpdateVariables> = {}) {
  return useMutation<OrganizationCustomerProfileUpdateData, OrganizationCustomerProfileUpdateError, OrganizationCustomerProfileUpdateVariables>({
    mutationFn: updateOrganizationCustomerProfile,
    meta: { invalidates: ({ slug }: OrganizationCustomerProfileUpdateVariables) => [organizationKeys.customerProfile(slug)] },
    ...options,
  })
}
