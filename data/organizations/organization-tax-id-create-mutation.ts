import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { organizationKeys } from './keys'

/** Adds a tax id printed on the invoices (PUT …/tax-ids). */
export interface OrganizationTaxIdCreateVariables {
  slug: string
  type: string
  value: string
  country?: string
}
export type OrganizationTaxIdCreateData = Schemas['TaxId']
export type OrganizationTaxIdCreateError = ResponseError

export async function createTaxId({ slug, ...body }: OrganizationTaxIdCreateVariables): Promise<OrganizationTaxIdCreateData> {
  if (!slug) throw new Error('Organization slug is required')
  const { data, error } = await platform.PUT('/platform/organizations/{slug}/tax-ids', { params: { path: { slug } }, body })
  if (error) handleError(error)
  return data
}

export function useOrganizationTaxIdCreateMutation(options: UseCustomMutationOptions<OrganizationTaxIdCreateData, OrganizationTaxIdCreateError, OrganizationTaxIdCreateVariables> = {}) {
  return useMutation<OrganizationTaxIdCreateData, OrganizationTaxIdCreateError, OrganizationTaxIdCreateVariables>({
    mutationFn: createTaxId,
    meta: { invalidates: ({ slug }: OrganizationTaxIdCreateVariables) => [organizationKeys.taxIds(slug)] },
    ...options,
  })
}
