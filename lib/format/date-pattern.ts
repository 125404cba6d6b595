/**
 * The few dayjs features the app needs — parsing a date and formatting it with a pattern — in a
 * fraction of its size, because dates are shown in the banner area and so on every page's first load.
 * tests/format/date-pattern.test.ts checks it against dayjs itself.
 */

/** What the date helpers accept: an ISO or local date-time string, epoch milliseconds, or a Date. */
export type DateInput = string | number | Date | null | undefined

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

// A date-time without a zone is read in the viewer's time zone (or UTC when asked) — unlike Date,
// which reads a bare "2025-05-16" as UTC midnight. The same shapes dayjs accepts.
const ZONELESS_DATE_TIME = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/

/** A valid Date, or null. `undefined` means now; `null` and unparseable input are invalid. */
export function parseDate(value: DateInput, { isUtc = false }: { isUtc?: boolean } = {}): Date | null {
  if (value === null) return null
  const date = toDate(value, isUtc)
  return Number.isNaN(date.getTime()) ? null : date
}

function toDate(value: Exclude<DateInput, null>, isUtc: boolean): Date {
  if (value === undefined) return new Date()
  if (value instanceof Date) return new Date(value.getTime())
  if (typeof value === 'number') return new Date(value)
  const parts = ZONELESS_DATE_TIME.exec(value)
  if (!parts) return new Date(value)
  const [year, month, day, hour, minute, second] = parts.slice(1, 7).map((part) => Number(part || 0))
  const milliseconds = Number((parts[7] ?? '0').slice(0, 3).padEnd(3, '0'))
  const fields = [year, (month || 1) - 1, day || 1, hour, minute, second, milliseconds] as const
  return isUtc ? new Date(Date.UTC(...fields)) : new Date(...fields)
}

const TOKENS = /\[([^\]]+)]|YYYY|MMM|MM|DD|HH|mm|ss|ZZ|Z/g

const pad = (value: number, length = 2) => String(value).padStart(length, '0')

/**
 * Formats with dayjs's tokens YYYY, MMM, MM, DD, HH, mm, ss, Z (+01:00) and ZZ (+0100); text in
 * [brackets] is kept as is. In the viewer's time zone unless `isUtc`.
 */
export function formatDatePattern(date: Date, pattern: string, { isUtc = false }: { isUtc?: boolean } = {}): string {
  // Whole quarter hours, as dayjs shows them (historic local mean times have offsets with seconds).
  const offsetMinutes = isUtc ? 0 : -Math.round(date.getTimezoneOffset() / 15) * 15
  const field = {
    year: isUtc ? date.getUTCFullYear() : date.getFullYear(),
    month: isUtc ? date.getUTCMonth() : date.getMonth(),
    day: isUtc ? date.getUTCDate() : date.getDate(),
    hours: isUtc ? date.getUTCHours() : date.getHours(),
    minutes: isUtc ? date.getUTCMinutes() : date.getMinutes(),
    seconds: isUtc ? date.getUTCSeconds() : date.getSeconds(),
  }
  const zone = (separator: string) => {
    const absolute = Math.abs(offsetMinutes)
    return `${offsetMinutes < 0 ? '-' : '+'}${pad(Math.floor(absolute / 60))}${separator}${pad(absolute % 60)}`
  }
  return pattern.replace(TOKENS, (token, escaped: string | undefined) => {
    if (escaped !== undefined) return escaped
    switch (token) {
      case 'YYYY':
        return pad(field.year, 4)
      case 'MMM':
        return MONTH_NAMES[field.month]
      case 'MM':
        return pad(field.month + 1)
      case 'DD':
        return pad(field.day)
      case 'HH':
        return pad(field.hours)
      case 'mm':
        return pad(field.minutes)
      case 'ss':
        return pad(field.seconds)
      case 'ZZ':
        return zone('')
      default:
        return zone(':')
    }
  })
}
