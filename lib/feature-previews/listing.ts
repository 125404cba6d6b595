import { FEATURE_PREVIEW_KEYS, FEATURE_PREVIEWS, type FeaturePreview, type FeaturePreviewKey } from './catalog'

/** The remote flags (DESIGN.md §1) that decide whether a preview is offered at all. */
export interface FeaturePreviewRemoteFlags {
  gitlessBranching?: unknown
  advisorRules?: unknown
  unifiedLogs?: unknown
  storageAnalyticsVector?: unknown
}

export interface ListedPreviewsInput {
  flags: FeaturePreviewRemoteFlags
  isPlatform: boolean
  /** The current organization's plan id (free, pro, team, enterprise, …), when known. */
  orgPlan?: string
}

// Remote flag providers send booleans; FEATURE_FLAGS from the environment may carry "true".
function isFlagOn(value: unknown): boolean {
  return value === true || value === 'true'
}

/** Plans at or above Team (SPEC §4/§6: unified logs only for Team plan or above). */
const TEAM_OR_ABOVE_PLANS = new Set(['team', 'enterprise'])

export function isTeamPlanOrAbove(plan: string | undefined): boolean {
  return plan !== undefined && TEAM_OR_ABOVE_PLANS.has(plan)
}

const REMOTE_FLAG_OF: Partial<Record<FeaturePreviewKey, keyof FeaturePreviewRemoteFlags>> = {
  [FEATURE_PREVIEW_KEYS.BRANCHING_2_0]: 'gitlessBranching',
  [FEATURE_PREVIEW_KEYS.ADVISOR_RULES]: 'advisorRules',
  [FEATURE_PREVIEW_KEYS.UNIFIED_LOGS]: 'unifiedLogs',
  [FEATURE_PREVIEW_KEYS.NEW_STORAGE_UI]: 'storageAnalyticsVector',
}

/**
 * The previews the modal lists (SPEC §2 and §4): publicly released ones, without platform-only
 * previews outside the hosted platform, without the flag-gated ones whose remote flag is off, and
 * unified logs only for organizations on the Team plan or above.
 */
export function listedPreviews({ flags, isPlatform, orgPlan }: ListedPreviewsInput): FeaturePreview[] {
  return FEATURE_PREVIEWS.filter((preview) => {
    if (!preview.isReleased) return false
    if (preview.isPlatformOnly && !isPlatform) return false
    const remoteFlag = REMOTE_FLAG_OF[preview.key]
    if (remoteFlag && !isFlagOn(flags[remoteFlag])) return false
    if (preview.key === FEATURE_PREVIEW_KEYS.UNIFIED_LOGS && !isTeamPlanOrAbove(orgPlan)) return false
    return true
  })
}
