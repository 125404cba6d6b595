import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Organization, Schemas } from '@/lib/api/types'

import { organizationKeys } from './keys'

/** Changes the organization's name or billing email (PATCH /platform/organizations/{slug}). */
export interface OrganizationUpdateVariables {
  slug: string
  changes: Schemas['UpdateOrganizationBody']
}
export type OrganizationUpdateData = Organization
export type OrganizationUpdateError = ResponseError

export async function updateOrganization({ slug, changes }: OrganizationUpdateVariables): Promise<OrganizationUpdateData> {
  if (!slug) throw new Error('Organization slug is required')
  const { data, error } = await platform.PATCH('/platform/organizations/{slug}', { params: { path: { slug } }, body: changes })
  if (error) handleError(error)
  return data
}

export function useOrganizationUpdateMutation(
  options: UseCustomMutationOptions<OrganizationUpdateData, OrganizationUpdateError, OrganizationUpdateVariables> = {}
) {
  return useMutation<OrganizationUpdateData, OrganizationUpdateError, OrganizationUpdateVariables>({
    mutationFn: updateOrganization,
    // The billing profile shows the billing email too, so it is refetched with the organization.
    meta: {
      invalidates: ({ slug }: OrganizationUpdateVariables) => [
        { queryKey: organizationKeys.list(), exact: true },
        { queryKey: organizationKeys.detail(slug), exact: true },
        organizationKeys.customerProfile(slug),
      ],
    },
    ...options,
  })
}
