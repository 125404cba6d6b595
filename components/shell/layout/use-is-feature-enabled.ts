'use client'

import { useConfig } from '@/lib/config/use-config'
import { useProfileQuery } from '@/data/profile/profile-query'
import { isFeatureEnabled, type DashboardFeature } from '@/lib/features/disabled-features'

/**
 * Whether a feature is on for this user: the profile's disabled_features on the platform, the
 * DISABLED_FEATURES configuration when self-hosted (SPEC §6).
 */
export function useIsFeatureEnabled(feature: DashboardFeature): boolean {
  const { isPlatform, disabledFeatures } = useConfig()
  const { data: profileDisabled } = useProfileQuery({
    enabled: isPlatform,
    select: (profile) => profile.disabled_features,
  })
  return isFeatureEnabled(feature, isPlatform ? profileDisabled : disabledFeatures)
}

/** The same check for a list of features at once (navigation filters many items). */
export function useDisabledFeatures(): readonly string[] {
  const { isPlatform, disabledFeatures } = useConfig()
  const { data: profileDisabled } = useProfileQuery({
    enabled: isPlatform,
    select: (profile) => profile.disabled_features,
  })
  return (isPlatform ? profileDisabled : disabledFeatures) ?? []
}
