import { useMutation } from '@tanstack/react-query'

import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { StripeElements, StripeInstance } from '@/lib/billing/stripe-js'

import { organizationKeys } from './keys'

/**
 * Confirms a card in the payment provider's own form (Stripe.js confirmSetup on the setup intent's
 * elements). The provider attaches the card to the organization's customer, so the platform's list of
 * payment methods includes it afterwards.
 */
export interface OrganizationPaymentMethodConfirmVariables {
  slug: string
  stripe: StripeInstance
  elements: StripeElements
}

export async function confirmOrganizationPaymentMethod({ stripe, elements }: OrganizationPaymentMethodConfirmVariables): Promise<void> {
  const result = await stripe.confirmSetup({ elements, redirect: 'if_required' })
  if (result.error) throw new Error(result.error.message ?? 'the payment provider refused it')
}

export function useOrganizationPaymentMethodConfirmMutation(
  options: UseCustomMutationOptions<void, Error, OrganizationPaymentMethodConfirmVariables> = {}
) {
  return useMutation<void, Error, OrganizationPaymentMethodConfirmVariables>({
    mutationFn: confirmOrganizationPaymentMethod,
    meta: { invalidates: (variables: OrganizationPaymentMethodConfirmVariables) => [organizationKeys.paymentMethods(variables.slug)] },
    ...options,
  })
}
