import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

/**
 * Starts adding a card: the setup intent the payment provider's own form confirms (POST …/payments/setup-intent).
 * Nothing is stale yet: the card exists only once the provider confirms it.
 */
export interface OrganizationPaymentSetupIntentVariables {
  slug: string
}
export type OrganizationPaymentSetupIntentData = Schemas['SetupIntent']
export type OrganizationPaymentSetupIntentError = ResponseError

export async function createPaymentSetupIntent({ slug, ...body }: OrganizationPaymentSetupIntentVariables): Promise<OrganizationPaymentSetupIntentData> {
  if (!slug) throw new Error('Organization slug is required')
  const { data, error } = await platform.POST('/platform/organizations/{slug}/payments/setup-intent', { params: { path: { slug } }, body })
  if (error) handleError(error)
  return data
}

export function useOrganizationPaymentSetupIntentMutation(options: UseCustomMutationOptions<OrganizationPaymentSetupIntentData, OrganizationPaymentSetupIntentError, OrganizationPaymentSetupIntentVariables> = {}) {
  return useMutation<OrganizationPaymentSetupIntentData, OrganizationPaymentSetupIntentError, OrganizationPaymentSetupIntentVariables>({
    mutationFn: createPaymentSetupIntent,
    ...options,
  })
}
