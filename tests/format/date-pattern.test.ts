import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc'
import fc from 'fast-check'

import { formatDatePattern, parseDate } from '@/lib/format/date-pattern'

dayjs.extend(utc)

// The app formats with its own small formatter; dayjs (a dev dependency) is the reference it must match.
const PATTERNS = ['YYYY-MM-DDTHH:mm:ssZ', 'DD MMM YYYY, HH:mm:ss (ZZ)', 'DD MMM, YYYY', 'YYYY-MM-DDTHH:mm', 'DD MMM YYYY']
// Two zones with half-hour offsets and daylight saving, so wall-clock and offset arithmetic are both exercised.
const ZONES = ['America/St_Johns', 'Australia/Adelaide', 'UTC']

const instants = fc.integer({ min: Date.UTC(1971, 0, 1), max: Date.UTC(2090, 0, 1) })

describe('formatDatePattern / parseDate against dayjs', () => {
  const originalZone = process.env.TZ
  afterEach(() => {
    process.env.TZ = originalZone
  })

  it.each(ZONES)('formats every pattern like dayjs in %s, local and UTC', (zone) => {
    process.env.TZ = zone
    fc.assert(
      fc.property(instants, fc.constantFrom(...PATTERNS), (milliseconds, pattern) => {
        const date = new Date(milliseconds)
        expect(formatDatePattern(date, pattern)).toBe(dayjs(date).format(pattern))
        expect(formatDatePattern(date, pattern, { isUtc: true })).toBe(dayjs.utc(date).format(pattern))
      }),
      { numRuns: 500 }
    )
  })

  it.each(ZONES)('reads zoneless and zoned strings like dayjs in %s', (zone) => {
    process.env.TZ = zone
    fc.assert(
      fc.property(instants, fc.constantFrom('YYYY-MM-DDTHH:mm', 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DDTHH:mm:ssZ'), (milliseconds, shape) => {
        const text = dayjs(milliseconds).format(shape)
        expect(parseDate(text)?.getTime()).toBe(dayjs(text).valueOf())
        expect(parseDate(text, { isUtc: true })?.getTime()).toBe(dayjs.utc(text).valueOf())
      }),
      { numRuns: 300 }
    )
  })

  it('shows historic local mean time like dayjs (zone offsets with seconds)', () => {
    process.env.TZ = 'Europe/Amsterdam'
    const date = new Date('1850-06-01T00:00:00')
    for (const pattern of PATTERNS) expect(formatDatePattern(date, pattern)).toBe(dayjs(date).format(pattern))
    expect(formatDatePattern(date, 'DD MMM YYYY HH:mm')).toBe('01 Jun 1850 00:00')
  })

  it('keeps bracketed text and reads a bare date as local midnight', () => {
    process.env.TZ = 'America/St_Johns'
    expect(formatDatePattern(new Date(2025, 4, 16), '[Due] DD MMM')).toBe('Due 16 May')
    expect(parseDate('2025-05-16')?.getTime()).toBe(new Date(2025, 4, 16).getTime())
  })

  it('treats null and garbage as invalid and undefined as now', () => {
    expect(parseDate(null)).toBeNull()
    expect(parseDate('not a date')).toBeNull()
    expect(parseDate(Number.NaN)).toBeNull()
    expect(Math.abs((parseDate(undefined)?.getTime() ?? 0) - Date.now())).toBeLessThan(60_000)
  })
})
