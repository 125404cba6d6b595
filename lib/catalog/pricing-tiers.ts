import { withBasePath } from '@/lib/routing/base-path'

import type { PricingTier } from './schemas/pricing-tiers-schema'

/**
 * The pricing tiers of SPEC §9. tier_payg also exists on the platform but the SPEC does not show its
 * details, so it is a valid id and not part of the list.
 */

export const PRICING_TIER_IDS = ['tier_free', 'tier_pro', 'tier_team', 'tier_enterprise', 'tier_payg'] as const

export const PLAN_IDS = ['free', 'pro', 'team', 'enterprise'] as const
export type PlanId = (typeof PLAN_IDS)[number]

/** SPEC §5: the plan query parameter of /dashboard/new is one of these. */
export const NEW_PROJECT_PLANS = ['free', 'pro', 'team'] as const
export type NewProjectPlan = (typeof NEW_PROJECT_PLANS)[number]

/** Plain check rather than a zod schema so client pages that read the plan do not ship zod. */
export function isNewProjectPlan(value: unknown): value is NewProjectPlan {
  return typeof value === 'string' && (NEW_PROJECT_PLANS as readonly string[]).includes(value)
}

/** The plan picker labels (SPEC §9), exactly. */
export const PLAN_PICKER_LABELS: Record<NewProjectPlan, string> = {
  free: 'Free - $0/month',
  pro: 'Pro - $25/month',
  team: 'Team - $599/month',
}

export const COMPUTE_CREDIT_NOTE = '$10 in compute credits included'

/** The new-project route including the base path, as the SPEC gives it (render with a plain <a>). */
export function newProjectHref(plan: NewProjectPlan): string {
  return withBasePath(`/new?plan=${plan}`)
}

/** The Enterprise call to action: the contact form on the marketing site ({host} = SITE_URL). */
export function enterpriseContactHref(siteUrl: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/contact/enterprise`
}

/** The four tiers in display order; `siteUrl` is PublicConfig.siteUrl. */
export function pricingTiers(siteUrl: string): PricingTier[] {
  return [
    {
      id: 'tier_free',
      planId: 'free',
      name: 'Free',
      costUnit: '/ month',
      href: newProjectHref('free'),
      priceMonthly: 0,
      description: 'Perfect for passion projects & simple websites.',
      preface: 'Get started with:',
      features: [
        'Unlimited API requests',
        '50,000 monthly active users',
        ['500 MB database size', 'Shared CPU • 500 MB RAM'],
        '5 GB egress',
        '5 GB cached egress',
        '1 GB file storage',
        'Community support',
      ],
      footer: 'Free projects are paused after 1 week of inactivity. Limit of 2 active projects.',
      cta: 'Start for Free',
    },
    {
      id: 'tier_pro',
      planId: 'pro',
      name: 'Pro',
      nameBadge: 'Most Popular',
      costUnit: '/ month',
      href: newProjectHref('pro'),
      priceLabel: 'From',
      priceMonthly: 25,
      warning: COMPUTE_CREDIT_NOTE,
      description: 'For production applications with the power to scale.',
      preface: 'Everything in the Free Plan, plus:',
      features: [
        ['100,000 monthly active users', 'then $0.00325 per MAU'],
        ['8 GB disk size per project', 'then $0.125 per GB'],
        ['250 GB egress', 'then $0.09 per GB'],
        ['250 GB cached egress', 'then $0.03 per GB'],
        ['100 GB file storage', 'then $0.021 per GB'],
        'Email support',
        'Daily backups stored for 7 days',
        '7-day log retention',
      ],
      footer: 'Usage beyond the included quota is billed as shown.',
      cta: 'Start your project',
    },
    {
      id: 'tier_team',
      planId: 'team',
      name: 'Team',
      costUnit: '/ month',
      href: newProjectHref('team'),
      priceLabel: 'From',
      priceMonthly: 599,
      warning: COMPUTE_CREDIT_NOTE,
      description: 'Add features such as SSO, control over backups, and industry certifications.',
      preface: 'Everything in the Pro Plan, plus:',
      features: [
        'SOC2',
        'Project-scoped and read-only access',
        'HIPAA available as paid add-on',
        'SSO for the dashboard',
        'Priority email support & SLAs',
        'Daily backups stored for 14 days',
        '28-day log retention',
      ],
      footer: 'Usage beyond the included quota is billed as shown.',
      cta: 'Start your project',
    },
    {
      id: 'tier_enterprise',
      planId: 'enterprise',
      name: 'Enterprise',
      href: enterpriseContactHref(siteUrl),
      priceMonthly: 'Custom',
      description: 'For large-scale applications running Internet scale workloads.',
      preface: 'Everything in the Team Plan, plus:',
      features: [
        'Designated support manager',
        'Uptime SLAs',
        'Bring your own cloud',
        '24×7×365 premium enterprise support',
        'Private chat channel',
        'Custom security questionnaires',
      ],
      cta: 'Contact Us',
    },
  ]
}

/** "Free - $0/month" etc. for a tier with a numeric price. */
export function planPickerLabel(tier: Pick<PricingTier, 'name' | 'priceMonthly'>): string {
  return typeof tier.priceMonthly === 'number' ? `${tier.name} - $${tier.priceMonthly}/month` : tier.name
}
