import { queryOptions, useQuery } from '@tanstack/react-query'

import { useConfig } from '@/lib/config/config-context'
import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'

import { featureFlagKeys } from './keys'

/** Flag values by name: booleans, strings, numbers or objects. */
export type FeatureFlagValues = Record<string, unknown>

export interface FeatureFlagsVariables {
  isPlatform: boolean
  /** PublicConfig.featureFlags (FEATURE_FLAGS): they override the platform's values. */
  configFlags: FeatureFlagValues
}
export type FeatureFlagsData = FeatureFlagValues
export type FeatureFlagsError = ResponseError

/**
 * DESIGN.md §1: on the hosted platform the remote flags are merged under FEATURE_FLAGS;
 * self-hosted dashboards have no flag service and use FEATURE_FLAGS alone (no request).
 */
export async function getFeatureFlags(
  { isPlatform, configFlags }: FeatureFlagsVariables,
  signal?: AbortSignal
): Promise<FeatureFlagsData> {
  if (!isPlatform) return { ...configFlags }
  const { data, error } = await platform.GET('/platform/telemetry/feature-flags', { signal })
  if (error) handleError(error)
  const remote = data !== null && typeof data === 'object' && !Array.isArray(data) ? data : {}
  return { ...remote, ...configFlags }
}

export const featureFlagsQueryOptions = <TData = FeatureFlagsData>(variables: FeatureFlagsVariables) =>
  queryOptions<FeatureFlagsData, FeatureFlagsError, TData>({
    queryKey: featureFlagKeys.all(variables.isPlatform),
    queryFn: ({ signal }) => getFeatureFlags(variables, signal),
  })

export function useFeatureFlagsQuery<TData = FeatureFlagsData>(
  options: UseCustomQueryOptions<FeatureFlagsData, FeatureFlagsError, TData> = {}
) {
  const { isPlatform, featureFlags } = useConfig()
  return useQuery<FeatureFlagsData, FeatureFlagsError, TData>({
    ...featureFlagsQueryOptions<TData>({ isPlatform, configFlags: featureFlags }),
    ...options,
  })
}

/**
 * The effective flags for rendering: the merged values once loaded, the configured FEATURE_FLAGS
 * until then or when the flag service fails (a banner flag must never block a page).
 */
export function useFeatureFlags(): FeatureFlagValues {
  const { featureFlags } = useConfig()
  const { data } = useFeatureFlagsQuery()
  return data ?? featureFlags
}

/** One flag's effective value (undefined when nobody set it). */
export function useFeatureFlag(name: string): unknown {
  return useFeatureFlags()[name]
}
