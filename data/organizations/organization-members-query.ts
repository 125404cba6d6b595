import { queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Member } from '@/lib/api/types'

import { organizationKeys } from './keys'

/** The members of an organization. */
export interface OrganizationMembersVariables {
  slug?: string
}
export type OrganizationMembersData = Member[]
export type OrganizationMembersError = ResponseError

export async function getOrganizationMembers({ slug }: OrganizationMembersVariables, signal?: AbortSignal): Promise<OrganizationMembersData> {
  if (!slug) throw new Error('Organization slug is required')
  const { data, error } = await platform.GET('/platform/organizations/{slug}/members', {
    params: { path: { slug } },
    signal,
  })
  if (error) handleError(error)
  return data
}

export const organizationMembersQueryOptions = <TData = OrganizationMembersData>(variables: OrganizationMembersVariables) =>
  queryOptions<OrganizationMembersData, OrganizationMembersError, TData>({
    queryKey: organizationKeys.members(variables.slug),
    queryFn: ({ signal }) => getOrganizationMembers(variables, signal),
  })

export function useOrganizationMembersQuery<TData = OrganizationMembersData>(
  variables: OrganizationMembersVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<OrganizationMembersData, OrganizationMembersError, TData> = {}
) {
  return useQuery<OrganizationMembersData, OrganizationMembersError, TData>({
    ...organizationMembersQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.slug),
  })
}
