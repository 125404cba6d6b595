import { queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { usageKeys } from './keys'

/** The organization's usage per metric and day between two ISO timestamps. */
export interface OrgDailyUsageVariables {
  slug?: string
  start?: string
  end?: string
}
export type OrgDailyUsageData = Schemas['OrgDailyUsageResponse']
export type OrgDailyUsageError = ResponseError

export async function getOrgDailyUsage(
  { slug, start, end }: OrgDailyUsageVariables,
  signal?: AbortSignal
): Promise<OrgDailyUsageData> {
  if (!slug) throw new Error('Organization slug is required')
  if (!start || !end) throw new Error('A start and an end are required')
  const { data, error } = await platform.GET('/platform/organizations/{slug}/usage/daily', {
    params: { path: { slug }, query: { start, end } },
    signal,
  })
  if (error) handleError(error)
  return data
}

export const orgDailyUsageQueryOptions = <TData = OrgDailyUsageData>(variables: OrgDailyUsageVariables) =>
  queryOptions<OrgDailyUsageData, OrgDailyUsageError, TData>({
    queryKey: usageKeys.orgDailyUsage(variables.slug, variables),
    queryFn: ({ signal }) => getOrgDailyUsage(variables, signal),
  })

export function useOrgDailyUsageQuery<TData = OrgDailyUsageData>(
  variables: OrgDailyUsageVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<OrgDailyUsageData, OrgDailyUsageError, TData> = {}
) {
  return useQuery<OrgDailyUsageData, OrgDailyUsageError, TData>({
    ...orgDailyUsageQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.slug && variables.start && variables.end),
  })
}
