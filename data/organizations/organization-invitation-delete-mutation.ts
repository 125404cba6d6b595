import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'

import { organizationKeys } from './keys'

/** Revokes a pending invitation (the path's last segment is the invitation's id). */
export interface OrganizationInvitationDeleteVariables {
  slug: string
  id: number
}
export type OrganizationInvitationDeleteError = ResponseError

export async function deleteOrganizationInvitation({ slug, id }: OrganizationInvitationDeleteVariables): Promise<void> {
  if (!slug) throw new Error('Organization slug is required')
  const { error } = await platform.DELETE('/platform/organizations/{slug}/members/invitations/{token}', {
    params: { path: { slug, token: String(id) } },
  })
  if (error) handleError(error)
}

export function useOrganizationInvitationDeleteMutation(options: UseCustomMutationOptions<void, OrganizationInvitationDeleteError, OrganizationInvitationDeleteVariables> = {}) {
  return useMutation<void, OrganizationInvitationDeleteError, OrganizationInvitationDeleteVariables>({
    mutationFn: deleteOrganizationInvitation,
    meta: { invalidates: (variables: OrganizationInvitationDeleteVariables) => [organizationKeys.invitations(variables.slug)] },
    ...options,
  })
}
