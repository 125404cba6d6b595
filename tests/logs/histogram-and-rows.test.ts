import { describe, expect, it } from 'vitest'

import { buildHistogram, histogramBucketSize, MAX_BUCKETS } from '@/lib/logs/histogram'
import { logFieldValue, logRowKey, logTimestampToMs } from '@/lib/logs/log-rows'
import { resolveTimeRange, TIME_RANGE_PRESETS, toDateTimeLocalValue } from '@/lib/logs/time-range'

const MINUTE = 60_000

describe('time ranges', () => {
  const now = new Date('2025-05-16T22:00:00Z')

  it('ends every preset now', () => {
    expect(TIME_RANGE_PRESETS.map((preset) => preset.label)).toEqual([
      'Last 15 minutes',
      'Last hour',
      'Last 24 hours',
      'Last 7 days',
    ])
    expect(resolveTimeRange('last-15-minutes', now).window).toEqual({ start: new Date('2025-05-16T21:45:00Z'), end: now })
    expect(resolveTimeRange('last-7-days', now).window?.start).toEqual(new Date('2025-05-09T22:00:00Z'))
  })

  it('checks custom windows', () => {
    expect(resolveTimeRange('custom', now, {}).error).toBe('Choose a start time for the custom range')
    expect(resolveTimeRange('custom', now, { start: '2025-05-16T10:00', end: '2025-05-16T09:00' }).error).toBe(
      'The start of the custom range must be before its end'
    )
    const window = resolveTimeRange('custom', now, { start: '2025-05-16T08:00', end: '2025-05-16T09:30' }).window
    expect(window?.end.getTime()).toBe(window!.start.getTime() + 90 * MINUTE)
    expect(toDateTimeLocalValue(new Date(2025, 0, 2, 3, 4))).toBe('2025-01-02T03:04')
  })
})

describe('histogram', () => {
  it('picks the smallest readable bucket that fits the window', () => {
    expect(histogramBucketSize(15 * MINUTE)).toBe(MINUTE)
    expect(histogramBucketSize(60 * MINUTE)).toBe(MINUTE)
    expect(histogramBucketSize(24 * 60 * MINUTE)).toBe(30 * MINUTE)
    expect(histogramBucketSize(7 * 24 * 60 * MINUTE)).toBe(3 * 60 * MINUTE)
    expect(Math.ceil((400 * 24 * 60 * MINUTE) / histogramBucketSize(400 * 24 * 60 * MINUTE))).toBeLessThanOrEqual(MAX_BUCKETS)
  })

  it('counts events per aligned bucket, keeping empty buckets and ignoring events outside the window', () => {
    const start = Date.parse('2025-05-16T21:45:30Z')
    const end = Date.parse('2025-05-16T21:48:00Z')
    const buckets = buildHistogram(
      [Date.parse('2025-05-16T21:45:40Z'), Date.parse('2025-05-16T21:45:59Z'), Date.parse('2025-05-16T21:47:10Z'), start - 1, end + 1],
      start,
      end
    )
    expect(buckets).toEqual([
      { start: Date.parse('2025-05-16T21:45:00Z'), count: 2 },
      { start: Date.parse('2025-05-16T21:46:00Z'), count: 0 },
      { start: Date.parse('2025-05-16T21:47:00Z'), count: 1 },
      { start: Date.parse('2025-05-16T21:48:00Z'), count: 0 },
    ])
    expect(buildHistogram([1], 10, 10)).toEqual([])
  })
})

describe('log rows', () => {
  it('reads microsecond, millisecond, second and ISO timestamps', () => {
    const ms = Date.parse('2025-05-16T22:00:00.123Z')
    expect(logTimestampToMs(ms * 1000)).toBe(ms)
    expect(logTimestampToMs(String(ms * 1000))).toBe(ms)
    expect(logTimestampToMs(ms)).toBe(ms)
    expect(logTimestampToMs(1_747_432_800)).toBe(1_747_432_800_000)
    expect(logTimestampToMs('2025-05-16T22:00:00.123Z')).toBe(ms)
    expect(logTimestampToMs(null)).toBeNaN()
  })

  it('reads a field from its alias or from the nested records', () => {
    const row = {
      id: 'a',
      metadata_request_method: 'POST',
      metadata: [{ request: [{ method: 'GET', path: '/rest/v1/todos' }], response: [{ status_code: 500 }] }],
    }
    expect(logFieldValue(row, 'metadata.request.method')).toBe('POST')
    expect(logFieldValue(row, 'metadata.request.path')).toBe('/rest/v1/todos')
    expect(logFieldValue(row, 'metadata.response.status_code')).toBe(500)
    expect(logFieldValue(row, 'metadata.request.host')).toBeUndefined()
    expect(logRowKey(row, 3)).toBe('a')
    expect(logRowKey({}, 3)).toBe('row-3')
  })
})
