/** The logs explorer's time ranges: four presets ending now, or a custom window. */

export const TIME_RANGE_PRESETS = [
  { id: 'last-15-minutes', label: 'Last 15 minutes', durationMs: 15 * 60_000 },
  { id: 'last-hour', label: 'Last hour', durationMs: 60 * 60_000 },
  { id: 'last-24-hours', label: 'Last 24 hours', durationMs: 24 * 60 * 60_000 },
  { id: 'last-7-days', label: 'Last 7 days', durationMs: 7 * 24 * 60 * 60_000 },
] as const

export type TimeRangePresetId = (typeof TIME_RANGE_PRESETS)[number]['id']
export type TimeRangeId = TimeRangePresetId | 'custom'

export const DEFAULT_TIME_RANGE: TimeRangePresetId = 'last-hour'
export const CUSTOM_TIME_RANGE_LABEL = 'Custom'

export interface TimeWindow {
  start: Date
  end: Date
}

export type TimeRangeResult = { window: TimeWindow; error?: undefined } | { window?: undefined; error: string }

/**
 * The window to query. Custom bounds come from datetime-local inputs (local time, no zone); an
 * unreadable or inverted custom window is reported instead of silently querying something else.
 */
export function resolveTimeRange(
  range: TimeRangeId,
  now: Date,
  custom: { start?: string; end?: string } = {}
): TimeRangeResult {
  if (range !== 'custom') {
    const preset = TIME_RANGE_PRESETS.find((candidate) => candidate.id === range)
    if (!preset) return { error: `Unknown time range: ${range}` }
    return { window: { start: new Date(now.getTime() - preset.durationMs), end: now } }
  }
  const start = custom.start ? new Date(custom.start) : null
  const end = custom.end ? new Date(custom.end) : now
  if (!start || Number.isNaN(start.getTime())) return { error: 'Choose a start time for the custom range' }
  if (Number.isNaN(end.getTime())) return { error: 'The end time of the custom range is not a valid date' }
  if (start.getTime() >= end.getTime()) return { error: 'The start of the custom range must be before its end' }
  return { window: { start, end } }
}

/** A Date as the value of an <input type="datetime-local"> (local time, minutes precision). */
export function toDateTimeLocalValue(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}
