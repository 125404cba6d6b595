import { queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { organizationKeys } from './keys'

/** Organization- and project-scoped roles of an organization. */
export interface OrganizationRolesVariables {
  slug?: string
}
export type OrganizationRolesData = Schemas['OrganizationRolesResponse']
export type OrganizationRolesError = ResponseError

export async function getOrganizationRoles({ slug }: OrganizationRolesVariables, signal?: AbortSignal): Promise<OrganizationRolesData> {
  if (!slug) throw new Error('Organization slug is required')
  const { data, error } = await platform.GET('/platform/organizations/{slug}/roles', {
    params: { path: { slug } },
    signal,
  })
  if (error) handleError(error)
  return data
}

export const organizationRolesQueryOptions = <TData = OrganizationRolesData>(variables: OrganizationRolesVariables) =>
  queryOptions<OrganizationRolesData, OrganizationRolesError, TData>({
    queryKey: organizationKeys.roles(variables.slug),
    queryFn: ({ signal }) => getOrganizationRoles(variables, signal),
  })

export function useOrganizationRolesQuery<TData = OrganizationRolesData>(
  variables: OrganizationRolesVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<OrganizationRolesData, OrganizationRolesError, TData> = {}
) {
  return useQuery<OrganizationRolesData, OrganizationRolesError, TData>({
    ...organizationRolesQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.slug),
  })
}
