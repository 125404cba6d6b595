import { describe, expect, it } from 'vitest'

import { PLAN_FEATURE_SECTIONS, findPlanFeature } from '@/lib/catalog/plan-features/sections'
import { planFeatureSectionSchema, type PlanValues } from '@/lib/catalog/schemas/plan-features-schema'

type Row = [key: string, free: PlanValues['free'], pro: PlanValues['pro'], team: PlanValues['team'], enterprise: PlanValues['enterprise']]

// SPEC §9 plan feature matrix, row by row ("where only two values appear, the first is free and the
// second is pro and team together"), plus SPEC §6's access roles.
const EXPECTED: Record<string, Row[]> = {
  Database: [
    ['database.size', '500 MB per project', ['8 GB disk included', 'then $0.125/GB'], ['8 GB disk included', 'then $0.125/GB'], 'Custom'],
    ['database.automaticBackups', false, '7 days', '14 days', 'Custom'],
    [
      'database.pitr',
      false,
      '$100/month per 7 days of retention',
      '$100/month per 7 days of retention',
      '$100/month per 7 days of retention, more than 28 days of retention available',
    ],
    ['database.pausing', 'After 1 week of inactivity', 'Never', 'Never', 'Never'],
    ['database.branching', false, '$0.01344 per branch per hour', '$0.01344 per branch per hour', 'Custom'],
    ['database.egress', '5 GB included', ['250 GB included', 'then $0.09/GB'], ['250 GB included', 'then $0.09/GB'], 'Custom'],
    ['database.cachedEgress', '5 GB included', ['250 GB included', 'then $0.03/GB'], ['250 GB included', 'then $0.03/GB'], 'Custom'],
    ['database.advancedDiskConfig', false, true, true, true],
  ],
  Auth: [
    ['auth.totalUsers', 'Unlimited', 'Unlimited', 'Unlimited', 'Unlimited'],
    ['auth.maus', '50,000 included', ['100,000 included', 'then $0.00325/MAU'], ['100,000 included', 'then $0.00325/MAU'], 'Custom'],
    ['auth.thirdPartyMaus', '50,000 included', ['100,000 included', 'then $0.00325/MAU'], ['100,000 included', 'then $0.00325/MAU'], 'Custom'],
    ['auth.saml', false, ['50 included', 'then $0.015/MAU'], ['50 included', 'then $0.015/MAU'], 'Contact Us'],
    ['auth.auditTrails', '1 hour', '7 days', '28 days', true],
    [
      'auth.advancedMfaPhone',
      false,
      ['$75/month for the first project', 'then $10/month per additional project'],
      ['$75/month for the first project', 'then $10/month per additional project'],
      'Custom',
    ],
    ['auth.removeBranding', false, true, true, true],
    ['auth.leakedPasswordProtection', false, true, true, true],
    ['auth.singleSessionPerUser', false, true, true, true],
    ['auth.sessionTimeouts', false, true, true, true],
    [
      'auth.authHooks',
      ['Custom Access Token (JWT)', 'Send custom email/SMS'],
      ['Custom Access Token (JWT)', 'Send custom email/SMS'],
      'All',
      'All',
    ],
    ['auth.advancedSecurityFeatures', false, false, false, 'Contact Us'],
  ],
  Storage: [
    ['storage.size', '1 GB included', ['100 GB included', 'then $0.021/GB'], ['100 GB included', 'then $0.021/GB'], 'Custom'],
    ['storage.maxFileSize', '50 MB', '500 GB', '500 GB', 'Custom'],
    ['storage.cdn', 'Basic CDN', 'Smart CDN', 'Smart CDN', 'Smart CDN'],
    [
      'storage.imageTransformations',
      false,
      ['100 origin images included', 'then $5 per 1000 origin images'],
      ['100 origin images included', 'then $5 per 1000 origin images'],
      'Custom',
    ],
    ['storage.byoStorage', false, false, false, true],
  ],
  'Edge functions': [
    ['edge_functions.invocations', '500,000 included', ['2M included', 'then $2 per 1M'], ['2M included', 'then $2 per 1M'], 'Custom'],
  ],
  Realtime: [
    ['realtime.peakConnections', '200 included', ['500 included', 'then $10 per 1000'], ['500 included', 'then $10 per 1000'], 'Custom'],
    ['realtime.messages', '2M included', ['5M included', 'then $2.50/M'], ['5M included', 'then $2.50/M'], 'Custom'],
    ['realtime.maxMessageSize', '250 KB', '3 MB', '3 MB', 'Custom'],
  ],
  Dashboard: [
    ['dashboard.teamMembers', 'Unlimited', 'Unlimited', 'Unlimited', 'Unlimited'],
    ['dashboard.auditTrails', false, false, true, true],
  ],
  Security: [
    ['security.logRetention', '1 day', '7 days', '28 days', '90 days'],
    ['security.logDrain', false, false, ['$60/drain/month', '+ $0.20/M events', '+ $0.09/GB'], 'Custom'],
    ['security.metricsEndpoint', false, true, true, true],
    ['security.soc2', false, false, true, true],
    ['security.hipaa', false, false, 'Paid add-on', 'Paid add-on'],
    ['security.sso', false, false, 'Contact Us', 'Contact Us'],
    ['security.uptimeSla', false, false, false, true],
    [
      'security.accessRoles',
      'Owner, Admin, Developer',
      'Owner, Admin, Developer',
      ['Owner, Admin, Developer, Read-only', 'Predefined project-scoped roles'],
      'Custom project-scoped roles',
    ],
    ['security.vanityUrls', false, true, true, true],
    ['security.customDomains', false, '$10/domain/month per project', '$10/domain/month per project', ['1 included', 'then $10/domain/month']],
    ['security.byoCloud', false, false, false, true],
  ],
  Support: [
    ['support.community', true, true, true, true],
    ['support.email', false, true, true, true],
    ['support.emailSla', false, false, true, true],
    ['support.securityQuestionnaireHelp', false, false, true, true],
    ['support.designatedSupport', false, false, false, true],
    ['support.onboarding', false, false, false, true],
    ['support.customerSuccess', false, false, false, true],
  ],
}

describe('plan feature matrix', () => {
  it('has the eight SPEC sections in order, each passing the schema', () => {
    expect(PLAN_FEATURE_SECTIONS.map((section) => section.title)).toEqual(Object.keys(EXPECTED))
    for (const section of PLAN_FEATURE_SECTIONS) expect(() => planFeatureSectionSchema.parse(section)).not.toThrow()
  })

  it.each(Object.entries(EXPECTED))('%s: every row has the SPEC value for every plan', (title, rows) => {
    const section = PLAN_FEATURE_SECTIONS.find((candidate) => candidate.title === title)!
    const actual = section.features.map((feature): Row => [
      feature.key,
      feature.plans.free,
      feature.plans.pro,
      feature.plans.team,
      feature.plans.enterprise,
    ])
    expect(actual).toEqual(rows)
  })

  it('has unique keys prefixed by their section', () => {
    const keys = PLAN_FEATURE_SECTIONS.flatMap((section) => section.features.map((feature) => feature.key))
    expect(new Set(keys).size).toBe(keys.length)
    for (const section of PLAN_FEATURE_SECTIONS) {
      for (const feature of section.features) expect(feature.key.startsWith(`${section.key}.`)).toBe(true)
    }
  })

  it('marks the metered rows usage based', () => {
    const usageBased = PLAN_FEATURE_SECTIONS.flatMap((section) => section.features)
      .filter((feature) => feature.usage_based)
      .map((feature) => feature.key)
    expect(usageBased).toEqual(
      expect.arrayContaining(['database.size', 'database.egress', 'auth.maus', 'storage.size', 'edge_functions.invocations'])
    )
    expect(findPlanFeature('support.community')?.usage_based).toBe(false)
  })

  it('finds a row by key and rejects a malformed one', () => {
    expect(findPlanFeature('realtime.maxMessageSize')?.title).toBe('Max message size')
    expect(findPlanFeature('nope.nothing')).toBeUndefined()
    const broken = { key: 'database', title: 'Database', features: [{ key: 'x', title: '', usage_based: 'no', plans: {} }] }
    expect(planFeatureSectionSchema.safeParse(broken).success).toBe(false)
  })
})
