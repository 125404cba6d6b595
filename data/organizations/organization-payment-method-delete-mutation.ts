import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'

import { organizationKeys } from './keys'

/** Removes a card from the organization (DELETE …/payments). */
export interface OrganizationPaymentMethodDeleteVariables {
  slug: string
  card_id: string
}
export type OrganizationPaymentMethodDeleteData = void
export type OrganizationPaymentMethodDeleteError = ResponseError

export async function deletePaymentMethod({ slug, ...body }: OrganizationPaymentMethodDeleteVariables): Promise<OrganizationPaymentMethodDeleteData> {
  if (!slug) throw new Error('Organization slug is required')
  const { data, error } = await platform.DELETE('/platform/organizations/{slug}/payments', { params: { path: { slug } }, body })
  if (error) handleError(error)
  return data
}

export function useOrganizationPaymentMethodDeleteMutation(options: UseCustomMutationOptions<OrganizationPaymentMethodDeleteData, OrganizationPaymentMethodDeleteError, OrganizationPaymentMethodDeleteVariables> = {}) {
  return useMutation<OrganizationPaymentMethodDeleteData, OrganizationPaymentMethodDeleteError, OrganizationPaymentMethodDeleteVariables>({
    mutationFn: deletePaymentMethod,
    meta: { invalidates: ({ slug }: OrganizationPaymentMethodDeleteVariables) => [organizationKeys.paymentMethods(slug)] },
    ...options,
  })
}
