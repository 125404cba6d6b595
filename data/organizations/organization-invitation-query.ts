import { queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { organizationKeys } from './keys'

/** Checks an invitation token before the user joins an organization (/join). */
export interface OrganizationInvitationVariables {
  slug?: string
  token?: string
}
export type OrganizationInvitationData = Schemas['InvitationTokenValidation']
export type OrganizationInvitationError = ResponseError

export async function getOrganizationInvitation(
  { slug, token }: OrganizationInvitationVariables,
  signal?: AbortSignal
): Promise<OrganizationInvitationData> {
  if (!slug) throw new Error('Organization slug is required')
  if (!token) throw new Error('Invitation token is required')
  const { data, error } = await platform.GET('/platform/organizations/{slug}/members/invitations/{token}', {
    params: { path: { slug, token } },
    signal,
  })
  if (error) handleError(error)
  return data
}

export const organizationInvitationQueryOptions = <TData = OrganizationInvitationData>(variables: OrganizationInvitationVariables) =>
  queryOptions<OrganizationInvitationData, OrganizationInvitationError, TData>({
    queryKey: organizationKeys.validateToken(variables.slug, variables.token),
    queryFn: ({ signal }) => getOrganizationInvitation(variables, signal),
  })

export function useOrganizationInvitationQuery<TData = OrganizationInvitationData>(
  variables: OrganizationInvitationVariables,
  {
    enabled = true,
    ...options
  }: UseCustomQueryOptions<OrganizationInvitationData, OrganizationInvitationError, TData> = {}
) {
  return useQuery<OrganizationInvitationData, OrganizationInvitationError, TData>({
    ...organizationInvitationQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.slug) && Boolean(variables.token),
  })
}
