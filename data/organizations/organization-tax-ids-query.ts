import { queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { organizationKeys } from './keys'

/** The tax ids of an organization. */
export interface OrganizationTaxIdsVariables {
  slug?: string
}
export type OrganizationTaxIdsData = Schemas['TaxIdsResponse']
export type OrganizationTaxIdsError = ResponseError

export async function getOrganizationTaxIds({ slug }: OrganizationTaxIdsVariables, signal?: AbortSignal): Promise<OrganizationTaxIdsData> {
  if (!slug) throw new Error('Organization slug is required')
  const { data, error } = await platform.GET('/platform/organizations/{slug}/tax-ids', {
    params: { path: { slug } },
    signal,
  })
  if (error) handleError(error)
  return data
}

export const organizationTaxIdsQueryOptions = <TData = OrganizationTaxIdsData>(variables: OrganizationTaxIdsVariables) =>
  queryOptions<OrganizationTaxIdsData, OrganizationTaxIdsError, TData>({
    queryKey: organizationKeys.taxIds(variables.slug),
    queryFn: ({ signal }) => getOrganizationTaxIds(variables, signal),
  })

export function useOrganizationTaxIdsQuery<TData = OrganizationTaxIdsData>(
  variables: OrganizationTaxIdsVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<OrganizationTaxIdsData, OrganizationTaxIdsError, TData> = {}
) {
  return useQuery<OrganizationTaxIdsData, OrganizationTaxIdsError, TData>({
    ...organizationTaxIdsQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.slug),
  })
}
