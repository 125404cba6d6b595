import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import {
  NEW_PROJECT_PLANS,
  PLAN_PICKER_LABELS,
  PRICING_TIER_IDS,
  isNewProjectPlan,
  planPickerLabel,
  pricingTiers,
} from '@/lib/catalog/pricing-tiers'
import { newProjectPlanSchema, pricingTierSchema, type PricingTier } from '@/lib/catalog/schemas/pricing-tiers-schema'

const SITE_URL = 'https://site.example.com'
const tiers = pricingTiers(SITE_URL)
const tier = (planId: PricingTier['planId']) => tiers.find((candidate) => candidate.planId === planId)!
const lines = (planId: PricingTier['planId']) => tier(planId).features.flat()

describe('pricing tiers catalogue', () => {
  it('lists free, pro, team and enterprise in order and passes the schema', () => {
    expect(tiers.map((candidate) => [candidate.id, candidate.planId, candidate.name])).toEqual([
      ['tier_free', 'free', 'Free'],
      ['tier_pro', 'pro', 'Pro'],
      ['tier_team', 'team', 'Team'],
      ['tier_enterprise', 'enterprise', 'Enterprise'],
    ])
    expect(() => z.array(pricingTierSchema).parse(tiers)).not.toThrow()
  })

  it('knows tier_payg as an id without listing it', () => {
    expect(PRICING_TIER_IDS).toContain('tier_payg')
    expect(tiers.some((candidate) => candidate.id === 'tier_payg')).toBe(false)
  })

  it('prices the tiers $0, from $25, from $599 and Custom per month', () => {
    expect(tiers.map((candidate) => candidate.priceMonthly)).toEqual([0, 25, 599, 'Custom'])
    expect(tier('pro').priceLabel).toBe('From')
    expect(tier('team').priceLabel).toBe('From')
    expect(tier('free').priceLabel ?? '').toBe('')
    for (const planId of ['free', 'pro', 'team'] as const) expect(tier(planId).costUnit).toBe('/ month')
  })

  it('badges Pro "Most Popular" and notes the compute credits on Pro and Team', () => {
    expect(tier('pro').nameBadge).toBe('Most Popular')
    expect(tiers.filter((candidate) => candidate.nameBadge).map((candidate) => candidate.planId)).toEqual(['pro'])
    expect(tier('pro').warning).toBe('$10 in compute credits included')
    expect(tier('team').warning).toBe('$10 in compute credits included')
    expect(tier('free').warning).toBeUndefined()
  })

  it('links the call to action to the new-project page, and Enterprise to the contact form', () => {
    expect(tier('free').href).toBe('/dashboard/new?plan=free')
    expect(tier('pro').href).toBe('/dashboard/new?plan=pro')
    expect(tier('team').href).toBe('/dashboard/new?plan=team')
    expect(tier('enterprise').href).toBe('https://site.example.com/contact/enterprise')
    expect(pricingTiers('https://other.example.org/').at(-1)!.href).toBe('https://other.example.org/contact/enterprise')
    expect(tier('enterprise').cta).toBe('Contact Us')
  })

  it('has the exact plan picker labels', () => {
    expect(PLAN_PICKER_LABELS).toEqual({
      free: 'Free - $0/month',
      pro: 'Pro - $25/month',
      team: 'Team - $599/month',
    })
    for (const plan of NEW_PROJECT_PLANS) expect(planPickerLabel(tier(plan))).toBe(PLAN_PICKER_LABELS[plan])
  })

  it('accepts only free, pro or team as the new-project plan', () => {
    expect(NEW_PROJECT_PLANS).toEqual(['free', 'pro', 'team'])
    expect(newProjectPlanSchema.safeParse('team').success).toBe(true)
    expect(newProjectPlanSchema.safeParse('enterprise').success).toBe(false)
    // The plain check the app uses must agree with the schema.
    for (const value of ['free', 'pro', 'team', 'enterprise', '', 'Team', undefined, 1]) {
      expect(isNewProjectPlan(value)).toBe(newProjectPlanSchema.safeParse(value).success)
    }
  })

  it('describes the Free plan as in the SPEC', () => {
    const free = lines('free').join(' | ')
    for (const text of [
      'Unlimited API requests',
      '50,000 monthly active users',
      '500 MB database',
      'Shared CPU',
      '500 MB RAM',
      '5 GB egress',
      '5 GB cached egress',
      '1 GB file storage',
      'Community support',
    ]) {
      expect(free).toContain(text)
    }
    expect(tier('free').footer).toContain('paused after 1 week of inactivity')
    expect(tier('free').footer).toContain('Limit of 2 active projects')
  })

  it('gives Pro its quotas as [main line, overage line] pairs', () => {
    expect(tier('pro').features).toEqual(
      expect.arrayContaining([
        ['100,000 monthly active users', 'then $0.00325 per MAU'],
        ['8 GB disk size per project', 'then $0.125 per GB'],
        ['250 GB egress', 'then $0.09 per GB'],
        ['250 GB cached egress', 'then $0.03 per GB'],
        ['100 GB file storage', 'then $0.021 per GB'],
        'Email support',
        'Daily backups stored for 7 days',
        '7-day log retention',
      ])
    )
  })

  it('lists the Team and Enterprise features', () => {
    expect(lines('team')).toEqual(
      expect.arrayContaining([
        'SOC2',
        'Project-scoped and read-only access',
        'HIPAA available as paid add-on',
        'Priority email support & SLAs',
        'Daily backups stored for 14 days',
        '28-day log retention',
      ])
    )
    expect(lines('team').join(' ')).toMatch(/SSO for the dashboard/)
    const enterprise = lines('enterprise').join(' | ')
    for (const text of ['Designated support manager', 'Uptime SLAs', 'Bring your own cloud', '24×7×365 premium']) {
      expect(enterprise).toContain(text)
    }
    expect(enterprise).toMatch(/Private chat channel/)
    expect(enterprise).toMatch(/Custom security questionnaires/)
  })

  it('rejects a tier with an unknown id or a negative price', () => {
    expect(pricingTierSchema.safeParse({ ...tier('pro'), id: 'tier_gold' }).success).toBe(false)
    expect(pricingTierSchema.safeParse({ ...tier('pro'), priceMonthly: -1 }).success).toBe(false)
  })
})
