import { formatDatePattern, parseDate, type DateInput } from './date-pattern'

/** SPEC §9 "Formats". */
export const STORAGE_DATE_FORMAT = 'YYYY-MM-DDTHH:mm:ssZ'
export const DISPLAY_DATE_FORMAT = 'DD MMM YYYY, HH:mm:ss (ZZ)'
export const GRACE_PERIOD_DATE_FORMAT = 'DD MMM, YYYY'

export interface DateFormatOptions {
  /** Format in UTC instead of the viewer's local time zone. */
  isUtc?: boolean
}

function format(value: DateInput, pattern: string, options: DateFormatOptions): string {
  const date = parseDate(value, options)
  return date ? formatDatePattern(date, pattern, options) : ''
}

/** e.g. "2025-05-16T22:00:00+00:00"; an invalid date gives "". */
export function formatStorageDate(value: DateInput, options: DateFormatOptions = {}): string {
  return format(value, STORAGE_DATE_FORMAT, options)
}

/** e.g. "16 May 2025, 22:00:00 (+0000)". */
export function formatDisplayDate(value: DateInput, options: DateFormatOptions = {}): string {
  return format(value, DISPLAY_DATE_FORMAT, options)
}

/** e.g. "16 May, 2025", used by the grace-period banner. */
export function formatGracePeriodDate(value: DateInput, options: DateFormatOptions = {}): string {
  return format(value, GRACE_PERIOD_DATE_FORMAT, options)
}
