import { queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import { enrichOrganizations, type EnrichedOrganization } from '@/lib/organizations/enrich'

import { organizationKeys } from './keys'

/** SPEC §9: the organization list stays fresh 30 minutes (mutations invalidate it). */
export const ORGANIZATIONS_STALE_TIME_MS = 30 * 60 * 1000

export interface OrganizationsVariables {
  /** Extra request headers, e.g. a just-issued token right after sign-in. */
  headers?: Record<string, string>
}
export type OrganizationsData = EnrichedOrganization[]
export type OrganizationsError = ResponseError

export async function getOrganizations(
  { headers }: OrganizationsVariables = {},
  signal?: AbortSignal
): Promise<OrganizationsData> {
  const { data, error } = await platform.GET('/platform/organizations', { headers, signal })
  if (error) handleError(error)
  return enrichOrganizations(data)
}

export const organizationsQueryOptions = <TData = OrganizationsData>(variables: OrganizationsVariables = {}) =>
  queryOptions<OrganizationsData, OrganizationsError, TData>({
    queryKey: organizationKeys.list(),
    queryFn: ({ signal }) => getOrganizations(variables, signal),
    staleTime: ORGANIZATIONS_STALE_TIME_MS,
  })

export function useOrganizationsQuery<TData = OrganizationsData>(
  options: UseCustomQueryOptions<OrganizationsData, OrganizationsError, TData> = {}
) {
  return useQuery<OrganizationsData, OrganizationsError, TData>({ ...organizationsQueryOptions<TData>(), ...options })
}
