import dayjs from 'dayjs'

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
  const end = dayjs(now)
  return {
    start: end.subtract(DEFAULT_AUDIT_RANGE_HOURS, 'hour').format(DATETIME_LOCAL_FORMAT),
    end: end.format(DATETIME_LOCAL_FORMAT),
  }
}

/**
 * Turns the two inputs into the ISO timestamps the audit endpoint takes, or an error message. The end
 * covers its whole minute, so "now" rounded down to the minute still includes events of this minute.
 */
export function toAuditRange(input: AuditRangeInput): { range: AuditRange } | { error: string } {
  const start = dayjs(input.start)
  const end = dayjs(input.end)
  if (!input.start || !input.end || !start.isValid() || !end.isValid()) return { error: AUDIT_RANGE_MESSAGES.invalid }
  if (!start.isBefore(end)) return { error: AUDIT_RANGE_MESSAGES.startAfterEnd }
  return {
    range: {
      date_start: start.startOf('minute').toISOString(),
      date_end: end.endOf('minute').toISOString(),
    },
  }
}
