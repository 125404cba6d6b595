import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'

import { organizationKeys } from './keys'

/** Removes a tax id from the invoices (DELETE …/tax-ids). */
export interface OrganizationTaxIdDeleteVariables {
  slug: string
  id: string
}
export type OrganizationTaxIdDeleteData = void
export type OrganizationTaxIdDeleteError = ResponseError

export async function deleteTaxId({ slug, ...body }: OrganizationTaxIdDeleteVariables): Promise<OrganizationTaxIdDeleteData> {
  if (!slug) throw new Error('Organization slug is required')
  const { data, error } = await platform.DELETE('/platform/organizations/{slug}/tax-ids', { params: { path: { slug } }, body })
  if (error) handleError(error)
  return data
}

export function useOrganizationTaxIdDeleteMutation(options: UseCustomMutationOptions<OrganizationTaxIdDeleteData, OrganizationTaxIdDeleteError, OrganizationTaxIdDeleteVariables> = {}) {
  return useMutation<OrganizationTaxIdDeleteData, OrganizationTaxIdDeleteError, OrganizationTaxIdDeleteVariables>({
    mutationFn: deleteTaxId,
    meta: { invalidates: ({ slug }: OrganizationTaxIdDeleteVariables) => [organizationKeys.taxIds(slug)] },
    ...options,
  })
}
