import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'

import { organizationKeys } from './keys'

/** Makes a card on file the one invoices charge (PUT …/payments/default). */
export interface OrganizationPaymentMethodDefaultVariables {
  slug: string
  payment_method_id: string
}
export type OrganizationPaymentMethodDefaultData = void
export type OrganizationPaymentMethodDefaultError = ResponseError

export async function setDefaultPaymentMethod({ slug, ...body }: OrganizationPaymentMethodDefaultVariables): Promise<OrganizationPaymentMethodDefaultData> {
  if (!slug) throw new Error('Organization slug is required')
  const { data, error } = await platform.PUT('/platform/organizations/{slug}/payments/default', { params: { path: { slug } }, body })
  if (error) handleError(error)
  return data
}

export function useOrganizationPaymentMethodDefaultMutation(options: UseCustomMutationOptions<OrganizationPaymentMethodDefaultData, OrganizationPaymentMethodDefaultError, OrganizationPaymentMethodDefaultVariables> = {}) {
  return useMutation<OrganizationPaymentMethodDefaultData, OrganizationPaymentMethodDefaultError, OrganizationPaymentMethodDefaultVariables>({
    mutationFn: setDefaultPaymentMethod,
    meta: { invalidates: ({ slug }: OrganizationPaymentMethodDefaultVariables) => [organizationKeys.paymentMethods(slug), organizationKeys.subscription(slug)] },
    ...options,
  })
}
