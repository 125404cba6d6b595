import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import { markOrganizationDeparted } from '@/lib/organizations/departed-organizations'
import type { ResponseError } from '@/lib/api/response-error'

import { organizationKeys } from './keys'

/** Deletes an organization (the platform refuses while it still has projects). */
export interface OrganizationDeleteVariables {
  slug: string
}
export type OrganizationDeleteError = ResponseError

export async function deleteOrganization({ slug }: OrganizationDeleteVariables): Promise<void> {
  if (!slug) throw new Error('Organization slug is required')
  const { error } = await platform.DELETE('/platform/organizations/{slug}', { params: { path: { slug } } })
  if (error) handleError(error)
}

export function useOrganizationDeleteMutation(options: UseCustomMutationOptions<void, OrganizationDeleteError, OrganizationDeleteVariables> = {}) {
  return useMutation<void, OrganizationDeleteError, OrganizationDeleteVariables>({
    mutationFn: async (variables) => {
      await deleteOrganization(variables)
      // Marked before the list refetches, so nothing sends the user back to it meanwhile.
      markOrganizationDeparted(variables.slug)
    },
    meta: { removes: (variables: OrganizationDeleteVariables) => [organizationKeys.detail(variables.slug)], invalidates: () => [{ queryKey: organizationKeys.list(), exact: true }] },
    ...options,
  })
}
