import { queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { AvailableRegionsResponse, CloudProvider } from '@/lib/api/types'

import { organizationKeys } from './keys'

/** Regions an organization can create projects in, for one cloud provider. */
export interface AvailableRegionsVariables {
  slug?: string
  cloudProvider: CloudProvider
  desiredInstanceSize?: string
}
export type AvailableRegionsData = AvailableRegionsResponse
export type AvailableRegionsError = ResponseError

export async function getAvailableRegions(
  { slug, cloudProvider, desiredInstanceSize }: AvailableRegionsVariables,
  signal?: AbortSignal
): Promise<AvailableRegionsData> {
  if (!slug) throw new Error('Organization slug is required')
  const { data, error } = await platform.GET('/platform/organizations/{slug}/available-regions', {
    params: {
      path: { slug },
      query: { cloud_provider: cloudProvider, desired_instance_size: desiredInstanceSize },
    },
    signal,
  })
  if (error) handleError(error)
  return data
}

export const availableRegionsQueryOptions = <TData = AvailableRegionsData>(variables: AvailableRegionsVariables) =>
  queryOptions<AvailableRegionsData, AvailableRegionsError, TData>({
    queryKey: organizationKeys.availableRegions(variables.slug, variables.cloudProvider),
    queryFn: ({ signal }) => getAvailableRegions(variables, signal),
  })

export function useAvailableRegionsQuery<TData = AvailableRegionsData>(
  variables: AvailableRegionsVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<AvailableRegionsData, AvailableRegionsError, TData> = {}
) {
  return useQuery<AvailableRegionsData, AvailableRegionsError, TData>({
    ...availableRegionsQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.slug),
  })
}
