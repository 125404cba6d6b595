import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { organizationKeys } from './keys'

/** Invites someone by email with a role. */
export interface OrganizationInvitationCreateVariables {
  slug: string
  email: string
  roleId: number
}
export type OrganizationInvitationCreateData = Schemas['OrganizationInvitation']
export type OrganizationInvitationCreateError = ResponseError

export async function createOrganizationInvitation({
  slug,
  email,
  roleId,
}: OrganizationInvitationCreateVariables): Promise<OrganizationInvitationCreateData> {
  if (!slug) throw new Error('Organization slug is required')
  const { data, error } = await platform.POST('/platform/organizations/{slug}/members/invitations', {
    params: { path: { slug } },
    body: { email, role_id: roleId },
  })
  if (error) handleError(error)
  return data
}

export function useOrganizationInvitationCreateMutation(options: UseCustomMutationOptions<OrganizationInvitationCreateData, OrganizationInvitationCreateError, OrganizationInvitationCreateVariables> = {}) {
  return useMutation<OrganizationInvitationCreateData, OrganizationInvitationCreateError, OrganizationInvitationCreateVariables>({
    mutationFn: createOrganizationInvitation,
    meta: { invalidates: (variables: OrganizationInvitationCreateVariables) => [organizationKeys.invitations(variables.slug)] },
    ...options,
  })
}
