import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'

import { organizationKeys } from './keys'

/** Accepts an invitation to an organization (/join); the organization list changes. */
export interface OrganizationInvitationAcceptVariables {
  slug: string
  token: string
}
export type OrganizationInvitationAcceptData = void
export type OrganizationInvitationAcceptError = ResponseError

export async function acceptOrganizationInvitation({ slug, token }: OrganizationInvitationAcceptVariables) {
  const { error } = await platform.POST('/platform/organizations/{slug}/members/invitations/{token}', {
    params: { path: { slug, token } },
  })
  if (error) handleError(error)
}

export function useOrganizationInvitationAcceptMutation(options: UseCustomMutationOptions<
  OrganizationInvitationAcceptData,
  OrganizationInvitationAcceptError,
  OrganizationInvitationAcceptVariables
> = {}) {
  return useMutation<OrganizationInvitationAcceptData, OrganizationInvitationAcceptError, OrganizationInvitationAcceptVariables>({
    mutationFn: acceptOrganizationInvitation,
    meta: { invalidates: () => [organizationKeys.list()] },
    ...options,
  })
}
