/**
 * Per-feature AI opt-ins (SPEC §6). On the hosted platform an organization enables each AI helper
 * by adding its tag to `opt_in_tags`; a self-hosted dashboard has no organization settings, so there
 * a helper is allowed as soon as an AI provider is configured.
 */

export const AI_SQL_GENERATOR_OPT_IN = 'AI_SQL_GENERATOR_OPT_IN'
export const AI_DATA_GENERATOR_OPT_IN = 'AI_DATA_GENERATOR_OPT_IN'
export const AI_LOG_GENERATOR_OPT_IN = 'AI_LOG_GENERATOR_OPT_IN'

export const AI_OPT_IN_TAGS = [AI_SQL_GENERATOR_OPT_IN, AI_DATA_GENERATOR_OPT_IN, AI_LOG_GENERATOR_OPT_IN] as const

export type AiFeatureOptIn = (typeof AI_OPT_IN_TAGS)[number]

/** What each opt-in enables, as the opt-in notice names it. */
export const AI_FEATURE_LABELS: Record<AiFeatureOptIn, string> = {
  [AI_SQL_GENERATOR_OPT_IN]: 'AI SQL generator',
  [AI_DATA_GENERATOR_OPT_IN]: 'AI data generator',
  [AI_LOG_GENERATOR_OPT_IN]: 'AI log generator',
}

export interface AiFeatureContext {
  isPlatform: boolean
  /** An AI provider is configured for this deployment (PublicConfig.isAiConfigured). */
  isAiConfigured: boolean
  /** The current organization's `opt_in_tags`; undefined while unknown (not loaded, no organization). */
  organizationOptInTags?: readonly string[] | null
}

export function isAiFeatureAllowed(feature: AiFeatureOptIn, context: AiFeatureContext): boolean {
  if (!context.isAiConfigured) return false
  if (!context.isPlatform) return true
  return context.organizationOptInTags?.includes(feature) ?? false
}

/** Why a helper is unavailable and what to enable, shown by the panel and answered by the chat API. */
export function aiOptInRequiredMessage(feature: AiFeatureOptIn): string {
  const label = AI_FEATURE_LABELS[feature]
  return `The ${label} is not enabled for this organization. Ask an organization owner to opt in to the ${label} (${feature}) in the organization's settings.`
}
