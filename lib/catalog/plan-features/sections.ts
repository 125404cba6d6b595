import type { PlanFeature, PlanFeatureSection } from '../schemas/plan-features-schema'

import { AUTH_FEATURES } from './auth'
import { DASHBOARD_FEATURES } from './dashboard'
import { DATABASE_FEATURES } from './database'
import { EDGE_FUNCTION_FEATURES } from './edge-functions'
import { REALTIME_FEATURES } from './realtime'
import { SECURITY_FEATURES } from './security'
import { STORAGE_FEATURES } from './storage'
import { SUPPORT_FEATURES } from './support'

/** The plan feature matrix of SPEC §9, section by section in display order. */
export const PLAN_FEATURE_SECTIONS: readonly PlanFeatureSection[] = [
  { key: 'database', title: 'Database', features: DATABASE_FEATURES },
  { key: 'auth', title: 'Auth', features: AUTH_FEATURES },
  { key: 'storage', title: 'Storage', features: STORAGE_FEATURES },
  { key: 'edge_functions', title: 'Edge functions', features: EDGE_FUNCTION_FEATURES },
  { key: 'realtime', title: 'Realtime', features: REALTIME_FEATURES },
  { key: 'dashboard', title: 'Dashboard', features: DASHBOARD_FEATURES },
  { key: 'security', title: 'Security', features: SECURITY_FEATURES },
  { key: 'support', title: 'Support', features: SUPPORT_FEATURES },
]

export function findPlanFeature(key: string): PlanFeature | undefined {
  for (const section of PLAN_FEATURE_SECTIONS) {
    const feature = section.features.find((candidate) => candidate.key === key)
    if (feature) return feature
  }
  return undefined
}
