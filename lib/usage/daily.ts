import type { Schemas } from '@/lib/api/types'

type DailyEntry = Schemas['OrgDailyUsageEntry']

export interface DailyPoint {
  /** YYYY-MM-DD (UTC), the day the platform counted. */
  day: string
  value: number
}

/** The platform sends either a date or an ISO timestamp at the day's start; both name a UTC day. */
export function toUtcDay(date: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return date
  const ms = Date.parse(date)
  return Number.isNaN(ms) ? null : new Date(ms).toISOString().slice(0, 10)
}

/** The metrics that have daily numbers, in the order they first appear. */
export function dailyMetrics(entries: readonly DailyEntry[]): string[] {
  return [...new Set(entries.map((entry) => entry.metric))]
}

/**
 * One metric's numbers per day, oldest first; several entries for one day (one per project) add up.
 * Days the platform sent nothing for are not invented: the chart and the table show what was counted.
 */
export function dailySeries(entries: readonly DailyEntry[], metric: string): DailyPoint[] {
  const byDay = new Map<string, number>()
  for (const entry of entries) {
    if (entry.metric !== metric) continue
    const day = toUtcDay(entry.date)
    if (day === null) continue
    byDay.set(day, (byDay.get(day) ?? 0) + entry.usage)
  }
  return [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, value]) => ({ day, value }))
}

/** The billing cycle as ISO timestamps, from the subscription's Unix seconds. */
export function billingCycle(subscription: { current_period_start: number; current_period_end: number }) {
  return {
    start: new Date(subscription.current_period_start * 1000).toISOString(),
    end: new Date(subscription.current_period_end * 1000).toISOString(),
  }
}
