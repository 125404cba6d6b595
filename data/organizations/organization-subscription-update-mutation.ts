import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { invoiceKeys } from '../invoices/keys'
import { organizationKeys } from './keys'

/** Moves the organization to another plan (PUT …/billing/subscription); the platform charges the default card. */
export interface OrganizationSubscriptionUpdateVariables {
  slug: string
  tier: Schemas['PricingTierId']
}
export type OrganizationSubscriptionUpdateData = void
export type OrganizationSubscriptionUpdateError = ResponseError

export async function updateOrganizationSubscription({ slug, ...body }: OrganizationSubscriptionUpdateVariables): Promise<OrganizationSubscriptionUpdateData> {
  if (!slug) throw new Error('Organization slug is required')
  const { data, error } = await platform.PUT('/platform/organizations/{slug}/billing/subscription', { params: { path: { slug } }, body })
  if (error) handleError(error)
  return data
}

export function useOrganizationSubscriptionUpdateMutation(options: UseCustomMutationOptions<OrganizationSubscriptionUpdateData, OrganizationSubscriptionUpdateError, OrganizationSubscriptionUpdateVariables> = {}) {
  return useMutation<OrganizationSubscriptionUpdateData, OrganizationSubscriptionUpdateError, OrganizationSubscriptionUpdateVariables>({
    mutationFn: updateOrganizationSubscription,
    // The plan shows on the organization itself and shapes the upcoming invoice.
    meta: {
      invalidates: ({ slug }: OrganizationSubscriptionUpdateVariables) => [
        organizationKeys.subscription(slug),
        { queryKey: organizationKeys.detail(slug), exact: true },
        { queryKey: organizationKeys.list(), exact: true },
        invoiceKeys.upcoming(slug),
      ],
    },
    ...options,
  })
}
