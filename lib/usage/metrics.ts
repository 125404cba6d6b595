import { formatBytes, GIB } from '@/lib/format/bytes'
import type { Schemas } from '@/lib/api/types'

type OrgUsageMetric = Schemas['OrgUsageMetric']

/** How a metric's numbers read: sizes and traffic in bytes, everything else as a count. */
export type UsageUnit = 'bytes' | 'count'

interface MetricInfo {
  label: string
  unit: UsageUnit
}

/** The plan metrics the usage page knows by name, in the order it lists them (the platform's PricingMetric names). */
export const USAGE_METRICS: Record<string, MetricInfo> = {
  EGRESS: { label: 'Egress', unit: 'bytes' },
  CACHED_EGRESS: { label: 'Cached egress', unit: 'bytes' },
  DATABASE_SIZE: { label: 'Database size', unit: 'bytes' },
  STORAGE_SIZE: { label: 'Storage size', unit: 'bytes' },
  MONTHLY_ACTIVE_USERS: { label: 'Monthly active users', unit: 'count' },
  MONTHLY_ACTIVE_SSO_USERS: { label: 'Monthly active SSO users', unit: 'count' },
  MONTHLY_ACTIVE_THIRD_PARTY_USERS: { label: 'Monthly active third-party users', unit: 'count' },
  FUNCTION_INVOCATIONS: { label: 'Edge function invocations', unit: 'count' },
  STORAGE_IMAGES_TRANSFORMED: { label: 'Storage image transformations', unit: 'count' },
  REALTIME_MESSAGE_COUNT: { label: 'Realtime messages', unit: 'count' },
  REALTIME_PEAK_CONNECTIONS: { label: 'Realtime peak connections', unit: 'count' },
}

const METRIC_ORDER = Object.keys(USAGE_METRICS)

/** A metric the page has no name for still shows, under its own identifier made readable. */
export function metricInfo(metric: string): MetricInfo {
  const known = USAGE_METRICS[metric]
  if (known) return known
  const words = metric.toLowerCase().replace(/_/g, ' ')
  return { label: words.charAt(0).toUpperCase() + words.slice(1), unit: 'count' }
}

const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })

export function formatUsageValue(value: number, unit: UsageUnit): string {
  return unit === 'bytes' ? formatBytes(value, 2) : countFormat.format(value)
}

export interface UsageRow {
  metric: string
  label: string
  unit: UsageUnit
  /** The use so far, formatted. */
  used: string
  /** The plan's quota, formatted; null when the plan sets none. */
  limit: string | null
  /** Share of the quota used, 0–100+ (over 100 when over the quota); null without a quota. */
  percent: number | null
  status: 'unlimited' | 'not-in-plan' | 'within' | 'over'
  /** Over the quota on a capped plan: the platform restricts the service instead of billing more. */
  isCapped: boolean
}

/** The quota in the metric's own unit: the platform gives byte quotas in GB. */
function quotaInUnits(entry: OrgUsageMetric, unit: UsageUnit): number | null {
  if (entry.pricing_free_units === undefined) return null
  return unit === 'bytes' ? entry.pricing_free_units * GIB : entry.pricing_free_units
}

function compareMetrics(a: string, b: string): number {
  const rank = (metric: string) => {
    const index = METRIC_ORDER.indexOf(metric)
    return index === -1 ? METRIC_ORDER.length : index
  }
  return rank(a) - rank(b) || a.localeCompare(b)
}

/** Known metrics in the page's order, then any others alphabetically. */
export function orderMetrics(metrics: readonly string[]): string[] {
  return [...metrics].sort(compareMetrics)
}

/** One row per metric of the plan: the use this cycle against the plan's quota. */
export function toUsageRows(usages: readonly OrgUsageMetric[]): UsageRow[] {
  return [...usages]
    .sort((a, b) => compareMetrics(a.metric, b.metric))
    .map((entry) => {
      const { label, unit } = metricInfo(entry.metric)
      const used = formatUsageValue(entry.usage, unit)
      const base = { metric: entry.metric, label, unit, used, isCapped: entry.capped }
      if (!entry.available_in_plan) return { ...base, limit: null, percent: null, status: 'not-in-plan' as const }
      const quota = quotaInUnits(entry, unit)
      if (entry.unlimited || quota === null) return { ...base, limit: null, percent: null, status: 'unlimited' as const }
      const percent = quota === 0 ? (entry.usage > 0 ? 100 : 0) : Math.round((entry.usage / quota) * 1000) / 10
      return {
        ...base,
        limit: formatUsageValue(quota, unit),
        percent,
        status: entry.usage > quota ? ('over' as const) : ('within' as const),
      }
    })
}
