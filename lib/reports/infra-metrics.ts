/**
 * The platform's infrastructure charts (GET …/infra-monitoring): which attributes the report draws,
 * the time ranges it offers and the interval each is asked at, so a range is never a thousand points.
 */

export const INFRA_METRICS = [
  {
    attribute: 'avg_cpu_usage',
    title: 'CPU usage',
    description: 'Average CPU use of the instance.',
  },
  {
    attribute: 'ram_usage',
    title: 'Memory usage',
    description: 'Memory in use, of the instance’s RAM.',
  },
  {
    attribute: 'disk_io_consumption',
    title: 'Disk I/O',
    description: 'Disk throughput used, of what the instance is provisioned for.',
  },
] as const

export type InfraMetricAttribute = (typeof INFRA_METRICS)[number]['attribute']
export type InfraInterval = '1m' | '5m' | '10m' | '30m' | '1h' | '1d'

export const INFRA_RANGES = [
  { key: '1h', label: 'Last hour', durationMs: 3_600_000, interval: '1m' },
  {
    key: '24h',
    label: 'Last 24 hours',
    durationMs: 86_400_000,
    interval: '30m',
  },
  {
    key: '7d',
    label: 'Last 7 days',
    durationMs: 7 * 86_400_000,
    interval: '1h',
  },
] as const satisfies readonly {
  key: string
  label: string
  durationMs: number
  interval: InfraInterval
}[]

export type InfraRangeKey = (typeof INFRA_RANGES)[number]['key']

export const INTERVAL_MS: Record<InfraInterval, number> = {
  '1m': 60_000,
  '5m': 300_000,
  '10m': 600_000,
  '30m': 1_800_000,
  '1h': 3_600_000,
  '1d': 86_400_000,
}

/**
 * The period asked for a range ending now: the end rounded down to the interval, so a re-render within
 * the same minute asks for (and caches) the same points.
 */
export function infraPeriod(rangeKey: InfraRangeKey, now: number): { startDate: string; endDate: string; interval: InfraInterval } {
  const range = INFRA_RANGES.find((candidate) => candidate.key === rangeKey) ?? INFRA_RANGES[0]
  const step = INTERVAL_MS[range.interval]
  const end = now - (now % step)
  return {
    startDate: new Date(end - range.durationMs).toISOString(),
    endDate: new Date(end).toISOString(),
    interval: range.interval,
  }
}

export interface InfraPoint {
  at: number
  value: number
}

/** The points of one attribute, as numbers and in time order; a point without a numeric value is left out. */
export function infraPoints(data: readonly Record<string, unknown>[], attribute: string): InfraPoint[] {
  return data
    .map((point) => ({
      at: Date.parse(String(point.period_start)),
      value: Number(point[attribute]),
    }))
    .filter((point) => Number.isFinite(point.at) && Number.isFinite(point.value))
    .sort((a, b) => a.at - b.at)
}
