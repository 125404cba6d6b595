import type { HttpHandler } from 'msw'

import { INTERVAL_MS, type InfraInterval } from '@/lib/reports/infra-metrics'

import { findProject } from '../platform-state'
import { createRandom } from '../prng'
import { projectNotFound } from './projects'
import { apiError, type Route } from './route'

const ATTRIBUTES = ['avg_cpu_usage', 'max_cpu_usage', 'ram_usage', 'disk_io_consumption', 'disk_io_budget'] as const
type Attribute = (typeof ATTRIBUTES)[number]

// More points than any chart draws: a caller asking for more picked the wrong interval.
const MAX_POINTS = 2_000

/** A stable number for a string (FNV-1a), so each project and metric has its own series. */
function hash(text: string): number {
  let value = 0x811c9dc5
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 0x01000193) >>> 0
  return value
}

/**
 * One point of a metric: a daily wave plus noise seeded by the project, the metric and the point's own
 * time, so the same period always answers the same values, whatever range asked for it.
 */
function valueAt(ref: string, attribute: Attribute, at: number): number {
  const noise = createRandom(hash(`${ref}:${attribute}:${at}`))()
  const day = Math.sin((2 * Math.PI * (at % 86_400_000)) / 86_400_000)
  const percent = (base: number, wave: number, spread: number) => Math.min(100, Math.max(0, base + wave * day + spread * noise))
  switch (attribute) {
    case 'avg_cpu_usage':
      return percent(12, 8, 6)
    case 'max_cpu_usage':
      return percent(25, 15, 20)
    case 'ram_usage':
      return percent(48, 4, 5)
    case 'disk_io_consumption':
      return percent(6, 4, 8)
    case 'disk_io_budget':
      return percent(92, -4, 6)
  }
}

/** GET …/infra-monitoring: one point per interval between startDate and endDate, generated deterministically. */
export function infraMonitoringHandlers(route: Route): HttpHandler[] {
  return [
    route('get', '/platform/projects/{ref}/infra-monitoring', ({ params, query, state }) => {
      if (!findProject(state, params.ref)) return projectNotFound(params.ref)
      const attribute = query.get('attribute') as Attribute
      if (!ATTRIBUTES.includes(attribute)) return apiError(400, `attribute must be one of ${ATTRIBUTES.join(', ')}`)
      const start = Date.parse(query.get('startDate') ?? '')
      const end = Date.parse(query.get('endDate') ?? '')
      if (Number.isNaN(start) || Number.isNaN(end) || end < start) return apiError(400, 'startDate and endDate are required ISO timestamps, startDate first')
      const interval = (query.get('interval') ?? '1h') as InfraInterval
      const step = INTERVAL_MS[interval]
      if (!step) return apiError(400, `interval must be one of ${Object.keys(INTERVAL_MS).join(', ')}`)
      if ((end - start) / step > MAX_POINTS) return apiError(400, `The period holds more than ${MAX_POINTS} points of ${interval}: pick a longer interval`)
      const data: {
        period_start: string
        [attribute: string]: string | number
      }[] = []
      for (let at = start - (start % step); at <= end; at += step) {
        data.push({
          period_start: new Date(at).toISOString(),
          [attribute]: Math.round(valueAt(params.ref, attribute, at) * 100) / 100,
        })
      }
      const total = data.reduce((sum, point) => sum + Number(point[attribute]), 0)
      return {
        status: 200,
        body: {
          data,
          format: '%',
          total: Math.round(total * 100) / 100,
          yAxisLimit: 100,
        },
      }
    }),
  ]
}
