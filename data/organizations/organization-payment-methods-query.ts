import { queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { organizationKeys } from './keys'

/** The cards on file (brand, last4, expiry) and which one is the default. */
export interface OrganizationPaymentMethodsVariables {
  slug?: string
}
export type OrganizationPaymentMethodsData = Schemas['PaymentMethodsResponse']
export type OrganizationPaymentMethodsError = ResponseError

export async function getOrganizationPaymentMethods({ slug }: OrganizationPaymentMethodsVariables, signal?: AbortSignal): Promise<OrganizationPaymentMethodsData> {
  if (!slug) throw new Error('Organization slug is required')
  const { data, error } = await platform.GET('/platform/organizations/{slug}/payments', {
    params: { path: { slug } },
    signal,
  })
  if (error) handleError(error)
  return data
}

export const organizationPaymentMethodsQueryOptions = <TData = OrganizationPaymentMethodsData>(variables: OrganizationPaymentMethodsVariables) =>
  queryOptions<OrganizationPaymentMethodsData, OrganizationPaymentMethodsError, TData>({
    queryKey: organizationKeys.paymentMethods(variables.slug),
    queryFn: ({ signal }) => getOrganizationPaymentMethods(variables, signal),
  })

export function useOrganizationPaymentMethodsQuery<TData = OrganizationPaymentMethodsData>(
  variables: OrganizationPaymentMethodsVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<OrganizationPaymentMethodsData, OrganizationPaymentMethodsError, TData> = {}
) {
  return useQuery<OrganizationPaymentMethodsData, OrganizationPaymentMethodsError, TData>({
    ...organizationPaymentMethodsQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.slug),
  })
}
