import { queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { organizationKeys } from './keys'

/** The project a claim token would move into the organization, with the platform's preview checks. */
export interface OrganizationProjectClaimVariables {
  slug?: string
  token?: string
}
export type OrganizationProjectClaimData = Schemas['ProjectClaim']
export type OrganizationProjectClaimError = ResponseError

export async function getOrganizationProjectClaim(
  { slug, token }: OrganizationProjectClaimVariables,
  signal?: AbortSignal
): Promise<OrganizationProjectClaimData> {
  if (!slug) throw new Error('Organization slug is required')
  if (!token) throw new Error('Claim token is required')
  const { data, error } = await platform.GET('/platform/organizations/{slug}/project-claim/{token}', {
    params: { path: { slug, token } },
    signal,
  })
  if (error) handleError(error)
  return data
}

export const organizationProjectClaimQueryOptions = <TData = OrganizationProjectClaimData>(variables: OrganizationProjectClaimVariables) =>
  queryOptions<OrganizationProjectClaimData, OrganizationProjectClaimError, TData>({
    queryKey: organizationKeys.projectClaim(variables.slug, variables.token),
    queryFn: ({ signal }) => getOrganizationProjectClaim(variables, signal),
  })

export function useOrganizationProjectClaimQuery<TData = OrganizationProjectClaimData>(
  variables: OrganizationProjectClaimVariables,
  {
    enabled = true,
    ...options
  }: UseCustomQueryOptions<OrganizationProjectClaimData, OrganizationProjectClaimError, TData> = {}
) {
  return useQuery<OrganizationProjectClaimData, OrganizationProjectClaimError, TData>({
    ...organizationProjectClaimQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.slug) && Boolean(variables.token),
  })
}
