import { queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { usageKeys } from './keys'

/** The organization's use of each plan metric in the current billing cycle (the platform's default period). */
export interface OrgUsageVariables {
  slug?: string
}
export type OrgUsageData = Schemas['OrgUsageResponse']
export type OrgUsageError = ResponseError

export async function getOrgUsage({ slug }: OrgUsageVariables, signal?: AbortSignal): Promise<OrgUsageData> {
  if (!slug) throw new Error('Organization slug is required')
  const { data, error } = await platform.GET('/platform/organizations/{slug}/usage', {
    params: { path: { slug } },
    signal,
  })
  if (error) handleError(error)
  return data
}

export const orgUsageQueryOptions = <TData = OrgUsageData>(variables: OrgUsageVariables) =>
  queryOptions<OrgUsageData, OrgUsageError, TData>({
    queryKey: usageKeys.orgUsage(variables.slug),
    queryFn: ({ signal }) => getOrgUsage(variables, signal),
  })

export function useOrgUsageQuery<TData = OrgUsageData>(
  variables: OrgUsageVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<OrgUsageData, OrgUsageError, TData> = {}
) {
  return useQuery<OrgUsageData, OrgUsageError, TData>({
    ...orgUsageQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.slug),
  })
}
