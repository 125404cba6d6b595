/**
 * pg_cron schedules: a standard five-field cron expression (minute hour day-of-month month weekday,
 * with "$" for the last day of the month) or an interval of 1–59 seconds ("30 seconds").
 */

export interface CronFieldSpec {
  name: 'minute' | 'hour' | 'day of month' | 'month' | 'weekday'
  min: number
  max: number
  /** Three-letter names pg_cron accepts instead of numbers (months jan–dec, weekdays sun–sat). */
  names?: readonly string[]
}

export const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const
export const WEEKDAY_NAMES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const

export const CRON_FIELDS: readonly CronFieldSpec[] = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12, names: MONTH_NAMES },
  // 7 is Sunday too, as in Vixie cron.
  { name: 'weekday', min: 0, max: 7, names: WEEKDAY_NAMES },
]

export const SECONDS_SCHEDULE = /^([1-9]|[1-5][0-9]) seconds?$/i

/** A field's value as a number (a name of a month counts from 1, of a weekday from 0), or null. */
export function fieldValue(token: string, spec: CronFieldSpec): number | null {
  if (/^\d+$/.test(token)) return Number(token)
  const index = spec.names?.indexOf(token.toLowerCase() as never) ?? -1
  if (index < 0) return null
  return spec.name === 'month' ? index + 1 : index
}

function checkValue(token: string, spec: CronFieldSpec): string | null {
  const value = fieldValue(token, spec)
  if (value === null) return `"${token}" is not a ${spec.name}`
  if (value < spec.min || value > spec.max) return `The ${spec.name} must be between ${spec.min} and ${spec.max}, not ${token}`
  return null
}

function checkField(field: string, spec: CronFieldSpec): string | null {
  for (const item of field.split(',')) {
    if (item === '$' && spec.name === 'day of month') continue
    const [range, step, extra] = item.split('/')
    if (extra !== undefined || range === '') return `"${item}" is not a valid ${spec.name}`
    if (step !== undefined && (!/^\d+$/.test(step) || Number(step) === 0)) return `The step in "${item}" must be a whole number above 0`
    if (range === '*') continue
    const [from, to, more] = range.split('-')
    if (more !== undefined) return `"${item}" is not a valid ${spec.name}`
    const problem = checkValue(from, spec) ?? (to === undefined ? null : checkValue(to, spec))
    if (problem) return problem
    if (to !== undefined && (fieldValue(from, spec) ?? 0) > (fieldValue(to, spec) ?? 0)) return `The range "${range}" runs backwards`
  }
  return null
}

/** Why pg_cron would refuse the schedule, in words, or null when it takes it. */
export function validateCronSchedule(schedule: string): string | null {
  const text = schedule.trim()
  if (!text) return 'Enter a schedule.'
  if (/seconds?$/i.test(text)) return SECONDS_SCHEDULE.test(text) ? null : 'An interval in seconds must be between 1 and 59 seconds.'
  const fields = text.split(/\s+/)
  if (fields.length !== 5) return `A cron schedule has five fields (minute hour day-of-month month weekday); this has ${fields.length}.`
  for (let index = 0; index < fields.length; index += 1) {
    const problem = checkField(fields[index], CRON_FIELDS[index])
    if (problem) return `${problem}.`
  }
  return null
}
