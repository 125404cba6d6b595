import {
  DISPLAY_DATE_FORMAT,
  formatDisplayDate,
  formatGracePeriodDate,
  formatStorageDate,
  GRACE_PERIOD_DATE_FORMAT,
  STORAGE_DATE_FORMAT,
} from '@/lib/format/date'

describe('date formats (SPEC §9)', () => {
  it('exposes the three format patterns exactly', () => {
    expect(STORAGE_DATE_FORMAT).toBe('YYYY-MM-DDTHH:mm:ssZ')
    expect(DISPLAY_DATE_FORMAT).toBe('DD MMM YYYY, HH:mm:ss (ZZ)')
    expect(GRACE_PERIOD_DATE_FORMAT).toBe('DD MMM, YYYY')
  })

  it('formats in UTC when asked', () => {
    const instant = '2025-05-16T22:04:09Z'
    expect(formatStorageDate(instant, { isUtc: true })).toBe('2025-05-16T22:04:09+00:00')
    expect(formatDisplayDate(instant, { isUtc: true })).toBe('16 May 2025, 22:04:09 (+0000)')
    expect(formatGracePeriodDate(instant, { isUtc: true })).toBe('16 May, 2025')
  })

  it('formats in the local time zone by default', () => {
    const local = new Date(2024, 0, 5, 7, 8, 9)
    expect(formatGracePeriodDate(local)).toBe('05 Jan, 2024')
    expect(formatDisplayDate(local)).toMatch(/^05 Jan 2024, 07:08:09 \([+-]\d{4}\)$/)
    expect(formatStorageDate(local)).toMatch(/^2024-01-05T07:08:09[+-]\d{2}:\d{2}$/)
  })

  it('returns an empty string for an invalid date', () => {
    expect(formatGracePeriodDate('not a date')).toBe('')
    expect(formatDisplayDate(Number.NaN)).toBe('')
  })
})
