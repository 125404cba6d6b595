import { queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { organizationKeys } from './keys'

/** The organization's pending invitations. */
export interface OrganizationInvitationsVariables {
  slug?: string
}
export type OrganizationInvitationsData = Schemas['OrganizationInvitation'][]
export type OrganizationInvitationsError = ResponseError

export async function getOrganizationInvitations(
  { slug }: OrganizationInvitationsVariables,
  signal?: AbortSignal
): Promise<OrganizationInvitationsData> {
  if (!slug) throw new Error('Organization slug is required')
  const { data, error } = await platform.GET('/platform/organizations/{slug}/members/invitations', {
    params: { path: { slug } },
    signal,
  })
  if (error) handleError(error)
  return Array.isArray(data?.invitations) ? data.invitations : []
}

export const organizationInvitationsQueryOptions = (variables: OrganizationInvitationsVariables) =>
  queryOptions<OrganizationInvitationsData, OrganizationInvitationsError>({
    queryKey: organizationKeys.invitations(variables.slug),
    queryFn: ({ signal }) => getOrganizationInvitations(variables, signal),
  })

export function useOrganizationInvitationsQuery(
  variables: OrganizationInvitationsVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<OrganizationInvitationsData, OrganizationInvitationsError> = {}
) {
  return useQuery<OrganizationInvitationsData, OrganizationInvitationsError>({
    ...organizationInvitationsQueryOptions(variables),
    ...options,
    enabled: enabled && Boolean(variables.slug),
  })
}
