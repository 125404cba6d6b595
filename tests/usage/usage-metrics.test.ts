import { describe, expect, it } from 'vitest'

import type { Schemas } from '@/lib/api/types'
import { dailyMetrics, dailySeries, toUtcDay } from '@/lib/usage/daily'
import { formatUsageValue, metricInfo, orderMetrics, toUsageRows } from '@/lib/usage/metrics'

const metric = (overrides: Partial<Schemas['OrgUsageMetric']>): Schemas['OrgUsageMetric'] => ({
  metric: 'EGRESS',
  usage: 0,
  usage_original: 0,
  cost: 0,
  available_in_plan: true,
  capped: true,
  unlimited: false,
  pricing_strategy: 'UNIT',
  project_allocations: [],
  ...overrides,
})

const summary = (rows: ReturnType<typeof toUsageRows>) => rows.map((row) => [row.label, row.used, row.limit, row.percent, row.status])

describe('usage rows, in the platform units (`usage` and the quota in the pricing unit, `usage_original` raw)', () => {
  it('egress: usage in GB against a quota in GB, not as bytes', () => {
    const rows = toUsageRows([metric({ metric: 'EGRESS', usage: 12.34, usage_original: 12_340_000_000, pricing_free_units: 250 })])
    expect(summary(rows)).toEqual([['Egress', '12.34 GB', '250 GB', 4.9, 'within']])
  })

  it('sizes: a database under a GB reads in MB, and its share of the quota is not 0%', () => {
    const rows = toUsageRows([
      metric({ metric: 'DATABASE_SIZE', usage: 0.42, usage_original: 420_000_000, pricing_free_units: 0.5 }),
      metric({ metric: 'STORAGE_SIZE', usage: 1.5, usage_original: 1_500_000_000, pricing_free_units: 1 }),
    ])
    expect(summary(rows)).toEqual([
      ['Database size', '420 MB', '500 MB', 84, 'within'],
      ['Storage size', '1.5 GB', '1 GB', 150, 'over'],
    ])
  })

  it('counts: users, invocations and messages as plain numbers', () => {
    const rows = toUsageRows([
      metric({ metric: 'MONTHLY_ACTIVE_USERS', usage: 25_000, usage_original: 25_000, pricing_free_units: 100_000 }),
      metric({ metric: 'REALTIME_MESSAGE_COUNT', usage: 1_000_000, usage_original: 1_000_000, pricing_free_units: 2_000_000 }),
    ])
    expect(summary(rows)).toEqual([
      ['Monthly active users', '25,000', '100,000', 25, 'within'],
      ['Realtime messages', '1,000,000', '2,000,000', 50, 'within'],
    ])
  })

  it('compute: hours', () => {
    const rows = toUsageRows([metric({ metric: 'COMPUTE_HOURS_MICRO', usage: 744, usage_original: 744, pricing_free_units: 744 })])
    expect(summary(rows)).toEqual([['Compute hours micro', '744 hours', '744 hours', 100, 'within']])
    expect(formatUsageValue(1, 'hours')).toBe('1 hour')
  })

  it('a chart axis in GB reads in a unit that fits, never in bytes', () => {
    expect(formatUsageValue(0.15, 'gigabytes')).toBe('150 MB')
    expect(formatUsageValue(0, 'gigabytes')).toBe('0 GB')
    expect(formatUsageValue(2048, 'gigabytes')).toBe('2.05 TB')
  })

  it('tells over-quota, unlimited and not-included metrics apart', () => {
    const rows = toUsageRows([
      metric({ metric: 'FUNCTION_INVOCATIONS', usage: 600_000, pricing_free_units: 500_000, capped: false }),
      metric({ metric: 'DATABASE_SIZE', usage: 1, unlimited: true }),
      metric({ metric: 'STORAGE_IMAGES_TRANSFORMED', usage: 0, available_in_plan: false }),
    ])
    expect(rows.map((row) => [row.metric, row.status, row.percent, row.isCapped])).toEqual([
      ['DATABASE_SIZE', 'unlimited', null, true],
      ['FUNCTION_INVOCATIONS', 'over', 120, false],
      ['STORAGE_IMAGES_TRANSFORMED', 'not-in-plan', null, true],
    ])
  })

  it('names an unknown metric after its identifier and lists it after the known ones', () => {
    expect(metricInfo('LOG_DRAIN_EVENTS')).toEqual({ label: 'Log drain events', unit: 'count' })
    expect(orderMetrics(['LOG_DRAIN_EVENTS', 'STORAGE_SIZE', 'EGRESS'])).toEqual(['EGRESS', 'STORAGE_SIZE', 'LOG_DRAIN_EVENTS'])
  })
})

describe('daily series', () => {
  const entry = (date: string, metricName: string, usage: number) => ({ date, metric: metricName, usage, usage_original: usage })

  it('adds up one metric per UTC day, oldest first, whether the platform sends dates or timestamps', () => {
    const entries = [
      entry('2025-06-02', 'EGRESS', 5),
      entry('2025-06-01T00:00:00.000Z', 'EGRESS', 3),
      entry('2025-06-01', 'EGRESS', 4),
      entry('2025-06-01', 'DATABASE_SIZE', 100),
      entry('not a date', 'EGRESS', 99),
    ]
    expect(dailySeries(entries, 'EGRESS')).toEqual([
      { day: '2025-06-01', value: 7 },
      { day: '2025-06-02', value: 5 },
    ])
    expect(dailyMetrics(entries)).toEqual(['EGRESS', 'DATABASE_SIZE'])
    expect(toUtcDay('garbage')).toBeNull()
  })
})
