import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import { markOrganizationDeparted } from '@/lib/organizations/departed-organizations'
import type { ResponseError } from '@/lib/api/response-error'

import { organizationKeys } from './keys'

/** Removes a member from the organization; with the user's own id, the user leaves it. */
export interface OrganizationMemberDeleteVariables {
  slug: string
  gotrueId: string
  /** Leaving: the organization list changes too. */
  isLeaving?: boolean
}
export type OrganizationMemberDeleteError = ResponseError

export async function deleteOrganizationMember({ slug, gotrueId }: OrganizationMemberDeleteVariables): Promise<void> {
  if (!slug) throw new Error('Organization slug is required')
  const { error } = await platform.DELETE('/platform/organizations/{slug}/members/{gotrue_id}', {
    params: { path: { slug, gotrue_id: gotrueId } },
  })
  if (error) handleError(error)
}

export function useOrganizationMemberDeleteMutation(options: UseCustomMutationOptions<void, OrganizationMemberDeleteError, OrganizationMemberDeleteVariables> = {}) {
  return useMutation<void, OrganizationMemberDeleteError, OrganizationMemberDeleteVariables>({
    mutationFn: async (variables) => {
      await deleteOrganizationMember(variables)
      // Marked before the list refetches, so nothing sends the user back to it meanwhile.
      if (variables.isLeaving) markOrganizationDeparted(variables.slug)
    },
    meta: {
      invalidates: (variables: OrganizationMemberDeleteVariables) => [
        organizationKeys.members(variables.slug),
        ...(variables.isLeaving ? [{ queryKey: organizationKeys.list(), exact: true }] : []),
      ],
    },
    ...options,
  })
}
