/**
 * The schedule builder's presets: each is a few numbers the user picks, turned into a cron
 * expression; an existing expression is read back into the preset that wrote it, else "custom".
 */

export type ScheduleKind = 'every-minute' | 'every-n-minutes' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'custom'

export interface ScheduleDraft {
  kind: ScheduleKind
  /** every-n-minutes */
  interval: number
  minute: number
  hour: number
  /** 0 = Sunday … 6 = Saturday */
  weekday: number
  dayOfMonth: number
  /** The expression typed by hand (custom). */
  custom: string
}

export const SCHEDULE_KINDS: readonly { value: ScheduleKind; label: string }[] = [
  { value: 'every-minute', label: 'Every minute' },
  { value: 'every-n-minutes', label: 'Every N minutes' },
  { value: 'hourly', label: 'Hourly at a minute' },
  { value: 'daily', label: 'Daily at a time' },
  { value: 'weekly', label: 'Weekly on a day' },
  { value: 'monthly', label: 'Monthly on a day' },
  { value: 'custom', label: 'Custom cron expression' },
]

export const DEFAULT_SCHEDULE: ScheduleDraft = {
  kind: 'daily',
  interval: 5,
  minute: 0,
  hour: 3,
  weekday: 1,
  dayOfMonth: 1,
  custom: '0 3 * * *',
}

export function buildCronExpression(draft: ScheduleDraft): string {
  switch (draft.kind) {
    case 'every-minute':
      return '* * * * *'
    case 'every-n-minutes':
      return `*/${draft.interval} * * * *`
    case 'hourly':
      return `${draft.minute} * * * *`
    case 'daily':
      return `${draft.minute} ${draft.hour} * * *`
    case 'weekly':
      return `${draft.minute} ${draft.hour} * * ${draft.weekday}`
    case 'monthly':
      return `${draft.minute} ${draft.hour} ${draft.dayOfMonth} * *`
    case 'custom':
      return draft.custom.trim()
  }
}

const NUMBER = /^\d+$/

/** The preset an expression came from (so editing a job opens on its own preset), else custom. */
export function scheduleDraftFrom(expression: string): ScheduleDraft {
  const text = expression.trim()
  const base = { ...DEFAULT_SCHEDULE, custom: text }
  const fields = text.split(/\s+/)
  if (fields.length !== 5) return { ...base, kind: 'custom' }
  const [minute, hour, day, month, weekday] = fields
  if (month !== '*') return { ...base, kind: 'custom' }
  const within = (value: string, max: number) => NUMBER.test(value) && Number(value) <= max
  if (text === '* * * * *') return { ...base, kind: 'every-minute' }
  const step = /^\*\/(\d+)$/.exec(minute)
  if (step && Number(step[1]) >= 1 && Number(step[1]) <= 59 && hour === '*' && day === '*' && weekday === '*') {
    return { ...base, kind: 'every-n-minutes', interval: Number(step[1]) }
  }
  if (!within(minute, 59)) return { ...base, kind: 'custom' }
  const at = { ...base, minute: Number(minute) }
  if (hour === '*' && day === '*' && weekday === '*') return { ...at, kind: 'hourly' }
  if (!within(hour, 23)) return { ...base, kind: 'custom' }
  const atTime = { ...at, hour: Number(hour) }
  if (day === '*' && weekday === '*') return { ...atTime, kind: 'daily' }
  if (day === '*' && within(weekday, 6)) return { ...atTime, kind: 'weekly', weekday: Number(weekday) }
  if (weekday === '*' && NUMBER.test(day) && Number(day) >= 1 && Number(day) <= 31) {
    return { ...atTime, kind: 'monthly', dayOfMonth: Number(day) }
  }
  return { ...base, kind: 'custom' }
}
