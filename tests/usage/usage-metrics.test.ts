import { describe, expect, it } from 'vitest'

import type { Schemas } from '@/lib/api/types'
import { GIB } from '@/lib/format/bytes'
import { dailyMetrics, dailySeries, toUtcDay } from '@/lib/usage/daily'
import { metricInfo, orderMetrics, toUsageRows } from '@/lib/usage/metrics'

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

describe('usage rows', () => {
  it('compares byte metrics against a quota given in GB, and counts against a count', () => {
    const rows = toUsageRows([
      metric({ metric: 'MONTHLY_ACTIVE_USERS', usage: 25_000, pricing_free_units: 100_000 }),
      metric({ metric: 'EGRESS', usage: 2.5 * GIB, pricing_free_units: 5 }),
    ])
    expect(rows.map((row) => [row.label, row.used, row.limit, row.percent, row.status])).toEqual([
      ['Egress', '2.5 GB', '5 GB', 50, 'within'],
      ['Monthly active users', '25,000', '100,000', 25, 'within'],
    ])
  })

  it('tells over-quota, unlimited and not-included metrics apart', () => {
    const rows = toUsageRows([
      metric({ metric: 'FUNCTION_INVOCATIONS', usage: 600_000, pricing_free_units: 500_000, capped: false }),
      metric({ metric: 'DATABASE_SIZE', usage: GIB, unlimited: true }),
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
