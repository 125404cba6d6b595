import { queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import { enrichOrganization, type EnrichedOrganization } from '@/lib/organizations/enrich'

import { organizationKeys } from './keys'

export interface OrganizationDetailVariables {
  slug?: string
}
export type OrganizationDetailData = EnrichedOrganization
export type OrganizationDetailError = ResponseError

export async function getOrganizationDetail(
  { slug }: OrganizationDetailVariables,
  signal?: AbortSignal
): Promise<OrganizationDetailData> {
  if (!slug) throw new Error('Organization slug is required')
  const { data, error } = await platform.GET('/platform/organizations/{slug}', {
    params: { path: { slug } },
    signal,
  })
  if (error) handleError(error)
  return enrichOrganization(data)
}

export const organizationDetailQueryOptions = <TData = OrganizationDetailData>(variables: OrganizationDetailVariables) =>
  queryOptions<OrganizationDetailData, OrganizationDetailError, TData>({
    queryKey: organizationKeys.detail(variables.slug),
    queryFn: ({ signal }) => getOrganizationDetail(variables, signal),
  })

export function useOrganizationDetailQuery<TData = OrganizationDetailData>(
  variables: OrganizationDetailVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<OrganizationDetailData, OrganizationDetailError, TData> = {}
) {
  return useQuery<OrganizationDetailData, OrganizationDetailError, TData>({
    ...organizationDetailQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.slug),
  })
}
