import { queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas, SubscriptionPreview } from '@/lib/api/types'

import { organizationKeys } from './keys'

/** What switching the organization to another pricing tier would cost (a read, though it is a POST). */
export interface OrganizationSubscriptionPreviewVariables {
  slug?: string
  tier?: Schemas['SubscriptionPreviewBody']['tier']
}
export type OrganizationSubscriptionPreviewData = SubscriptionPreview
export type OrganizationSubscriptionPreviewError = ResponseError

export async function getOrganizationSubscriptionPreview(
  { slug, tier }: OrganizationSubscriptionPreviewVariables,
  signal?: AbortSignal
): Promise<OrganizationSubscriptionPreviewData> {
  if (!slug) throw new Error('Organization slug is required')
  if (!tier) throw new Error('Pricing tier is required')
  const { data, error } = await platform.POST('/platform/organizations/{slug}/billing/subscription/preview', {
    params: { path: { slug } },
    body: { tier },
    signal,
  })
  if (error) handleError(error)
  return data
}

export const organizationSubscriptionPreviewQueryOptions = <TData = OrganizationSubscriptionPreviewData>(variables: OrganizationSubscriptionPreviewVariables) =>
  queryOptions<OrganizationSubscriptionPreviewData, OrganizationSubscriptionPreviewError, TData>({
    queryKey: organizationKeys.subscriptionPreview(variables.slug, variables.tier),
    queryFn: ({ signal }) => getOrganizationSubscriptionPreview(variables, signal),
  })

export function useOrganizationSubscriptionPreviewQuery<TData = OrganizationSubscriptionPreviewData>(
  variables: OrganizationSubscriptionPreviewVariables,
  {
    enabled = true,
    ...options
  }: UseCustomQueryOptions<OrganizationSubscriptionPreviewData, OrganizationSubscriptionPreviewError, TData> = {}
) {
  return useQuery<OrganizationSubscriptionPreviewData, OrganizationSubscriptionPreviewError, TData>({
    ...organizationSubscriptionPreviewQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.slug) && Boolean(variables.tier),
  })
}
