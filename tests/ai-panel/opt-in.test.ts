import { describe, expect, it } from 'vitest'

import {
  AI_DATA_GENERATOR_OPT_IN,
  AI_LOG_GENERATOR_OPT_IN,
  AI_OPT_IN_TAGS,
  AI_SQL_GENERATOR_OPT_IN,
  aiOptInRequiredMessage,
  isAiFeatureAllowed,
} from '@/lib/ai/opt-in'

describe('AI opt-ins (SPEC §6)', () => {
  it('names the three per-feature opt-in tags', () => {
    expect(AI_SQL_GENERATOR_OPT_IN).toBe('AI_SQL_GENERATOR_OPT_IN')
    expect(AI_DATA_GENERATOR_OPT_IN).toBe('AI_DATA_GENERATOR_OPT_IN')
    expect(AI_LOG_GENERATOR_OPT_IN).toBe('AI_LOG_GENERATOR_OPT_IN')
  })

  it.each(AI_OPT_IN_TAGS)('on the platform allows %s only when the organization opted in to it', (feature) => {
    const others = AI_OPT_IN_TAGS.filter((tag) => tag !== feature)
    const platform = { isPlatform: true, isAiConfigured: true }
    expect(isAiFeatureAllowed(feature, { ...platform, organizationOptInTags: [feature] })).toBe(true)
    expect(isAiFeatureAllowed(feature, { ...platform, organizationOptInTags: others })).toBe(false)
    expect(isAiFeatureAllowed(feature, { ...platform, organizationOptInTags: [] })).toBe(false)
    expect(isAiFeatureAllowed(feature, { ...platform, organizationOptInTags: undefined })).toBe(false)
    expect(isAiFeatureAllowed(feature, { ...platform, organizationOptInTags: null })).toBe(false)
  })

  it.each(AI_OPT_IN_TAGS)('self-hosted allows %s whenever a provider is configured, without tags', (feature) => {
    expect(isAiFeatureAllowed(feature, { isPlatform: false, isAiConfigured: true })).toBe(true)
    expect(isAiFeatureAllowed(feature, { isPlatform: false, isAiConfigured: false, organizationOptInTags: [feature] })).toBe(false)
  })

  it('never allows a feature without a configured provider, opted in or not', () => {
    expect(
      isAiFeatureAllowed(AI_SQL_GENERATOR_OPT_IN, {
        isPlatform: true,
        isAiConfigured: false,
        organizationOptInTags: [AI_SQL_GENERATOR_OPT_IN],
      })
    ).toBe(false)
  })

  it('tells what to enable when a feature is not allowed', () => {
    const message = aiOptInRequiredMessage(AI_SQL_GENERATOR_OPT_IN)
    expect(message).toContain('AI SQL generator')
    expect(message).toContain('AI_SQL_GENERATOR_OPT_IN')
    expect(aiOptInRequiredMessage(AI_LOG_GENERATOR_OPT_IN)).toContain('AI_LOG_GENERATOR_OPT_IN')
  })
})
