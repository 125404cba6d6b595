import type { components } from '@/lib/api/platform'

import type { Organization, PlanId } from './model'
import { SEED_TIME } from './seed-ids'

type OrgUsageMetric = components['schemas']['OrgUsageMetric']
type OrgDailyUsageEntry = components['schemas']['OrgDailyUsageEntry']

/** An organization's metered usage: the cycle's totals (GET …/usage) and the days they add up from (GET …/usage/daily). */
export interface OrganizationUsage {
  usages: OrgUsageMetric[]
  daily: OrgDailyUsageEntry[]
}

const MIB = 1_048_576
/** The platform prices sizes and egress per GB (10^9 bytes): `usage` is in GB, `usage_original` in bytes. */
const GB = 1e9
const BYTE_METRICS = new Set(['EGRESS', 'DATABASE_SIZE', 'STORAGE_SIZE'])
const inPricingUnit = (metric: string, raw: number) => (BYTE_METRICS.has(metric) ? Math.round((raw / GB) * 1e6) / 1e6 : raw)

/**
 * The metered metrics of the plans (SPEC §9 pricing tiers): the quota each plan includes (GB for byte
 * metrics), a typical day's use, and whether the cycle's figure is the days' sum or their peak.
 */
const METRICS: { metric: string; quota: Partial<Record<PlanId, number>>; perDay: number; total: 'sum' | 'peak' }[] = [
  { metric: 'EGRESS', quota: { free: 5, pro: 250, team: 250 }, perDay: 180 * MIB, total: 'sum' },
  { metric: 'DATABASE_SIZE', quota: { free: 0.5, pro: 8, team: 8 }, perDay: 320 * MIB, total: 'peak' },
  { metric: 'STORAGE_SIZE', quota: { free: 1, pro: 100, team: 100 }, perDay: 700 * MIB, total: 'peak' },
  { metric: 'MONTHLY_ACTIVE_USERS', quota: { free: 50_000, pro: 100_000, team: 100_000 }, perDay: 1_200, total: 'peak' },
  { metric: 'FUNCTION_INVOCATIONS', quota: { free: 500_000, pro: 2_000_000, team: 2_000_000 }, perDay: 15_000, total: 'sum' },
  { metric: 'REALTIME_MESSAGE_COUNT', quota: { free: 2_000_000, pro: 5_000_000, team: 5_000_000 }, perDay: 40_000, total: 'sum' },
  { metric: 'REALTIME_PEAK_CONNECTIONS', quota: { free: 200, pro: 500, team: 500 }, perDay: 35, total: 'peak' },
  { metric: 'STORAGE_IMAGES_TRANSFORMED', quota: { pro: 100, team: 100 }, perDay: 6, total: 'sum' },
]

/** Days of the seeded billing cycle that have numbers (the cycle starts at SEED_TIME, like the subscription's). */
export const USAGE_SEED_DAYS = 14
const DAY_MS = 86_400_000

/**
 * Deterministic daily numbers that wobble from day to day: the free organization grows past its egress
 * quota, the others stay well within theirs. Enterprise plans are unmetered.
 */
export function seedOrganizationUsage(organization: Organization, index: number): OrganizationUsage {
  const plan = organization.plan.id
  const cycleStart = Date.parse(SEED_TIME.slice(0, 10))
  const scale = plan === 'free' ? 2 : 1 + index
  const daily: OrgDailyUsageEntry[] = []
  const usages: OrgUsageMetric[] = METRICS.map((spec, metricIndex) => {
    const values = Array.from({ length: USAGE_SEED_DAYS }, (_, day) => {
      const wobble = 1 + ((day * 7 + metricIndex * 3) % 5) / 10
      const growth = spec.total === 'peak' ? 1 + day / USAGE_SEED_DAYS : 1
      return Math.round(spec.perDay * scale * wobble * growth)
    })
    values.forEach((usage, day) => {
      const date = new Date(cycleStart + day * DAY_MS).toISOString().slice(0, 10)
      daily.push({ date, metric: spec.metric, usage: inPricingUnit(spec.metric, usage), usage_original: usage, breakdown: null })
    })
    const usage = spec.total === 'sum' ? values.reduce((sum, value) => sum + value, 0) : Math.max(...values)
    const quota = spec.quota[plan]
    const isUnlimited = plan === 'enterprise'
    return {
      metric: spec.metric,
      usage: inPricingUnit(spec.metric, usage),
      usage_original: usage,
      cost: 0,
      available_in_plan: isUnlimited || quota !== undefined,
      capped: !(organization.usage_billing_enabled ?? false),
      unlimited: isUnlimited,
      pricing_strategy: isUnlimited ? 'NONE' : 'UNIT',
      ...(quota !== undefined && !isUnlimited ? { pricing_free_units: quota } : {}),
      project_allocations: [],
    }
  })
  return { usages, daily }
}
