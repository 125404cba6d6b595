import { describe, expect, it } from 'vitest'

import { validateCronSchedule } from '@/lib/cron/cron-expression'
import { describeCronSchedule } from '@/lib/cron/describe-schedule'
import { buildCronExpression, DEFAULT_SCHEDULE, scheduleDraftFrom, type ScheduleDraft } from '@/lib/cron/schedule-presets'

describe('validateCronSchedule', () => {
  it.each(['* * * * *', '*/5 * * * *', '0 3 * * *', '30 9 * * 1-5', '0 0 1,15 * *', '0 12 $ * *', '0 0 * jan,jul sun', '15 seconds', '1 second', '0-30/10 8-18 * * *'])(
    'accepts %s',
    (schedule) => expect(validateCronSchedule(schedule)).toBeNull()
  )

  it.each([
    ['', 'Enter a schedule.'],
    ['* * * *', 'A cron schedule has five fields (minute hour day-of-month month weekday); this has 4.'],
    ['60 * * * *', 'The minute must be between 0 and 59, not 60.'],
    ['0 24 * * *', 'The hour must be between 0 and 23, not 24.'],
    ['0 0 0 * *', 'The day of month must be between 1 and 31, not 0.'],
    ['*/0 * * * *', 'The step in "*/0" must be a whole number above 0.'],
    ['0 0 * * funday', '"funday" is not a weekday.'],
    ['30-10 * * * *', 'The range "30-10" runs backwards.'],
    ['0 $ * * *', '"$" is not a hour.'],
    ['60 seconds', 'An interval in seconds must be between 1 and 59 seconds.'],
  ])('refuses %j', (schedule, message) => expect(validateCronSchedule(schedule)).toBe(message))
})

describe('describeCronSchedule', () => {
  it.each([
    ['* * * * *', 'Every minute'],
    ['*/5 * * * *', 'Every 5 minutes'],
    ['15 * * * *', 'Every hour at minute 15'],
    ['0 3 * * *', 'At 03:00 every day'],
    ['30 9 * * 1', 'At 09:30 on Monday'],
    ['30 9 * * 1-5', 'At 09:30 on Monday through Friday'],
    ['0 0 1 * *', 'At 00:00 on day 1 of the month'],
    ['0 0 $ * *', 'At 00:00 on the last day of the month'],
    ['0 0 1,15 * 0', 'At 00:00 on day 1 and 15 of the month or on Sunday'],
    ['0 6,18 * * *', 'At 06:00 and 18:00 every day'],
    ['0 12 * jan,jul *', 'At 12:00 in January and July'],
    ['0-30/10 8-18 * * *', 'Every 10th minute from 0 through 30 past hour 8 through 18'],
    ['* 9 * * *', 'Every minute past hour 9'],
    ['0,30 9-17 * * *', 'At minute 0 and 30 past hour 9 through 17'],
    ['0 */2 * * *', 'Every 2 hours at minute 0'],
    ['30 seconds', 'Every 30 seconds'],
    ['0 0 * * sun', 'At 00:00 on Sunday'],
    ['0 0 * * 7', 'At 00:00 on Sunday'],
  ])('%s → %s', (schedule, words) => expect(describeCronSchedule(schedule)).toBe(words))

  it('gives nothing for a schedule pg_cron would refuse', () => {
    expect(describeCronSchedule('61 * * * *')).toBeNull()
  })
})

describe('schedule presets', () => {
  const draft = (patch: Partial<ScheduleDraft>): ScheduleDraft => ({ ...DEFAULT_SCHEDULE, ...patch })

  it.each([
    [draft({ kind: 'every-minute' }), '* * * * *'],
    [draft({ kind: 'every-n-minutes', interval: 10 }), '*/10 * * * *'],
    [draft({ kind: 'hourly', minute: 45 }), '45 * * * *'],
    [draft({ kind: 'daily', hour: 4, minute: 30 }), '30 4 * * *'],
    [draft({ kind: 'weekly', weekday: 5, hour: 17, minute: 0 }), '0 17 * * 5'],
    [draft({ kind: 'monthly', dayOfMonth: 28, hour: 1, minute: 5 }), '5 1 28 * *'],
    [draft({ kind: 'custom', custom: ' 0 0 * * 1-5 ' }), '0 0 * * 1-5'],
  ])('%o builds %s, which reads back as the same preset', (input, expression) => {
    expect(buildCronExpression(input)).toBe(expression)
    const back = scheduleDraftFrom(expression)
    expect(back.kind).toBe(input.kind)
    expect(buildCronExpression(back)).toBe(expression)
  })

  it('reads anything else as a custom expression, kept as typed', () => {
    expect(scheduleDraftFrom('0 0 * 1 *')).toMatchObject({ kind: 'custom', custom: '0 0 * 1 *' })
    expect(scheduleDraftFrom('10 seconds')).toMatchObject({ kind: 'custom', custom: '10 seconds' })
    expect(scheduleDraftFrom('0 25 * * *').kind).toBe('custom')
  })
})
