import { queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Subscription } from '@/lib/api/types'

import { organizationKeys } from './keys'

/** The organization's subscription (plan, billing cycle, add-ons). */
export interface OrganizationSubscriptionVariables {
  slug?: string
}
export type OrganizationSubscriptionData = Subscription
export type OrganizationSubscriptionError = ResponseError

export async function getOrganizationSubscription({ slug }: OrganizationSubscriptionVariables, signal?: AbortSignal): Promise<OrganizationSubscriptionData> {
  if (!slug) throw new Error('Organization slug is required')
  const { data, error } = await platform.GET('/platform/organizations/{slug}/billing/subscription', {
    params: { path: { slug } },
    signal,
  })
  if (error) handleError(error)
  return data
}

export const organizationSubscriptionQueryOptions = <TData = OrganizationSubscriptionData>(variables: OrganizationSubscriptionVariables) =>
  queryOptions<OrganizationSubscriptionData, OrganizationSubscriptionError, TData>({
    queryKey: organizationKeys.subscription(variables.slug),
    queryFn: ({ signal }) => getOrganizationSubscription(variables, signal),
  })

export function useOrganizationSubscriptionQuery<TData = OrganizationSubscriptionData>(
  variables: OrganizationSubscriptionVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<OrganizationSubscriptionData, OrganizationSubscriptionError, TData> = {}
) {
  return useQuery<OrganizationSubscriptionData, OrganizationSubscriptionError, TData>({
    ...organizationSubscriptionQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.slug),
  })
}
