import { useMutation, useQueryClient } from '@tanstack/react-query'

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

export function useOrganizationInvitationDeleteMutation({
  onSuccess,
  ...options
}: UseCustomMutationOptions<void, OrganizationInvitationDeleteError, OrganizationInvitationDeleteVariables> = {}) {
  const queryClient = useQueryClient()
  return useMutation<void, OrganizationInvitationDeleteError, OrganizationInvitationDeleteVariables>({
    mutationFn: deleteOrganizationInvitation,
    async onSuccess(data, variables, onMutateResult, context) {
      await queryClient.invalidateQueries({ queryKey: organizationKeys.invitations(variables.slug) })
      await onSuccess?.(data, variables, onMutateResult, context)
    },
    ...options,
  })
}
