import type { Schemas } from '@/lib/api/types'

type OrgUsageMetric = Schemas['OrgUsageMetric']

/**
 * A metric's pricing unit, the unit the platform's `usage` (and the daily entries' `usage`) and
 * `pricing_free_units` are given in: sizes and traffic in GB (10^9 bytes; `usage_original` has the raw
 * bytes), compute in hours, everything else as a plain count.
 */
export type UsageUnit = 'gigabytes' | 'hours' | 'count'

interface MetricInfo {
  label: string
  unit: UsageUnit
}

/** The plan metrics the usage page knows by name, in the order it lists them (the platform's PricingMetric names). */
export const USAGE_METRICS: Record<string, MetricInfo> = {
  EGRESS: { label: 'Egress', unit: 'gigabytes' },
  CACHED_EGRESS: { label: 'Cached egress', unit: 'gigabytes' },
  DATABASE_SIZE: { label: 'Database size', unit: 'gigabytes' },
  STORAGE_SIZE: { label: 'Storage size', unit: 'gigabytes' },
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
  // The platform prices compute per hour under COMPUTE_HOURS_<size>.
  const unit: UsageUnit = metric.startsWith('COMPUTE_HOURS') ? 'hours' : 'count'
  return { label: words.charAt(0).toUpperCase() + words.slice(1), unit }
}

const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })
const DECIMAL_BYTE_UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB', 'PB'] as const

/** GB as the platform prices them (10^9 bytes); small amounts read in the unit that fits: 0.15 GB → "150 MB". */
function formatGigabytes(gigabytes: number): string {
  const bytes = gigabytes * 1e9
  if (bytes === 0 || !Number.isFinite(bytes)) return '0 GB'
  const index = Math.min(DECIMAL_BYTE_UNITS.length - 1, Math.max(0, Math.floor(Math.log10(Math.abs(bytes)) / 3)))
  return `${countFormat.format(bytes / 1000 ** index)} ${DECIMAL_BYTE_UNITS[index]}`
}

/** A value in the metric's pricing unit, as the page shows it. */
export function formatUsageValue(value: number, unit: UsageUnit): string {
  if (unit === 'gigabytes') return formatGigabytes(value)
  if (unit === 'hours') return `${countFormat.format(value)} ${value === 1 ? 'hour' : 'hours'}`
  return countFormat.format(value)
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

/** The quota, like `usage`, is in the metric's pricing unit: the two compare directly. */
function quotaOf(entry: OrgUsageMetric): number | null {
  return entry.pricing_free_units ?? null
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
      const quota = quotaOf(entry)
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
