import { formatDatePattern, parseDate } from '@/lib/format/date-pattern'

/** The audit page opens on the last 24 hours. */
export const DEFAULT_AUDIT_RANGE_HOURS = 24
/** The value format of <input type="datetime-local">, in the viewer's local time. */
export const DATETIME_LOCAL_FORMAT = 'YYYY-MM-DDTHH:mm'

export const AUDIT_RANGE_MESSAGES = {
  invalid: 'Enter a valid start and end date.',
  startAfterEnd: 'The start must be before the end.',
} as const

export interface AuditRangeInput {
  /** datetime-local values. */
  start: string
  end: string
}

export type AuditRange = { date_start: string; date_end: string }

/** The last 24 hours up to `now`, as datetime-local values (minutes, local time). */
export function defaultAuditRangeInput(now: Date): AuditRangeInput {
  const start = new Date(now.getTime() - DEFAULT_AUDIT_RANGE_HOURS * 3_600_000)
  return {
    start: formatDatePattern(start, DATETIME_LOCAL_FORMAT),
    end: formatDatePattern(now, DATETIME_LOCAL_FORMAT),
  }
}

/**
 * Turns the two inputs into the ISO timestamps the audit endpoint takes, or an error message. The end
 * covers its whole minute, so "now" rounded down to the minute still includes events of this minute.
 */
export function toAuditRange(input: AuditRangeInput): { range: AuditRange } | { error: string } {
  const start = input.start ? parseDate(input.start) : null
  const end = input.end ? parseDate(input.end) : null
  if (!start || !end) return { error: AUDIT_RANGE_MESSAGES.invalid }
  if (start.getTime() >= end.getTime()) return { error: AUDIT_RANGE_MESSAGES.startAfterEnd }
  // Minutes are whole in the viewer's zone as in UTC: zone offsets are whole minutes.
  const startOfMinute = Math.floor(start.getTime() / 60_000) * 60_000
  return {
    range: {
      date_start: new Date(startOfMinute).toISOString(),
      date_end: new Date(Math.floor(end.getTime() / 60_000) * 60_000 + 59_999).toISOString(),
    },
  }
}
