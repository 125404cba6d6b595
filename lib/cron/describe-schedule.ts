import { CRON_FIELDS, fieldValue, SECONDS_SCHEDULE, validateCronSchedule, type CronFieldSpec } from './cron-expression'

/** When a pg_cron schedule runs, in words ("At 03:00 on Monday"), so nobody has to read cron syntax. */

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

const pad = (value: number) => String(value).padStart(2, '0')

function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
}

function valueName(value: number, spec: CronFieldSpec): string {
  if (spec.name === 'weekday') return WEEKDAYS[value]
  if (spec.name === 'month') return MONTHS[value - 1]
  return String(value)
}

/** One field's items in words: "Monday through Friday", "every 2nd hour", "0 and 30". */
function describeItems(field: string, spec: CronFieldSpec): string {
  const parts = field.split(',').map((item) => {
    if (item === '$') return 'the last day'
    const [range, step] = item.split('/')
    const [from, to] = range.split('-')
    const name = (token: string) => valueName(fieldValue(token, spec) ?? 0, spec)
    const span = range === '*' ? '' : to === undefined ? name(from) : `${name(from)} through ${name(to)}`
    if (step === undefined) return span
    const every = `every ${step === '1' ? '' : `${ordinal(Number(step))} `}${spec.name}`
    if (range === '*') return every
    return `${every} from ${span}`
  })
  return joinWords(parts)
}

function ordinal(value: number): string {
  const tens = value % 100
  if (tens >= 11 && tens <= 13) return `${value}th`
  return `${value}${['th', 'st', 'nd', 'rd'][value % 10] ?? 'th'}`
}

const capitalize = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`
const isNumber = (field: string) => /^\d+$/.test(field)
const isEvery = (field: string) => field === '*'

function describeTime(minute: string, hour: string): string {
  if (isEvery(minute) && isEvery(hour)) return 'Every minute'
  const minuteStep = /^\*\/(\d+)$/.exec(minute)
  if (minuteStep && isEvery(hour)) return Number(minuteStep[1]) === 1 ? 'Every minute' : `Every ${minuteStep[1]} minutes`
  if (isNumber(minute) && isEvery(hour)) return `Every hour at minute ${Number(minute)}`
  const hourStep = /^\*\/(\d+)$/.exec(hour)
  if (isNumber(minute) && hourStep) return `Every ${Number(hourStep[1]) === 1 ? 'hour' : `${hourStep[1]} hours`} at minute ${Number(minute)}`
  if (isNumber(minute) && isNumber(hour)) return `At ${pad(Number(hour))}:${pad(Number(minute))}`
  if (isNumber(minute) && hour.split(',').every(isNumber)) {
    return `At ${joinWords(hour.split(',').map((value) => `${pad(Number(value))}:${pad(Number(minute))}`))}`
  }
  const minuteItems = describeItems(minute, CRON_FIELDS[0])
  const minutes = isEvery(minute) ? 'Every minute' : minute.includes('/') ? capitalize(minuteItems) : `At minute ${minuteItems}`
  const hours = isEvery(hour) ? '' : ` past hour ${describeItems(hour, CRON_FIELDS[1])}`
  return `${minutes}${hours}`
}

function describeDays(dayOfMonth: string, month: string, weekday: string): string {
  const days: string[] = []
  if (dayOfMonth === '$') days.push('on the last day of the month')
  else if (!isEvery(dayOfMonth)) days.push(`on day ${describeItems(dayOfMonth, CRON_FIELDS[2])} of the month`)
  if (!isEvery(weekday)) days.push(`on ${describeItems(weekday, CRON_FIELDS[4])}`)
  // With both a day of the month and a weekday, cron runs on either (not only when both match).
  let text = days.length === 0 ? '' : ` ${days.join(' or ')}`
  if (!isEvery(month)) text += ` in ${describeItems(month, CRON_FIELDS[3])}`
  return text
}

/** The schedule in words, or null when pg_cron would refuse it. */
export function describeCronSchedule(schedule: string): string | null {
  if (validateCronSchedule(schedule)) return null
  const text = schedule.trim()
  const seconds = SECONDS_SCHEDULE.exec(text)
  if (seconds) return Number(seconds[1]) === 1 ? 'Every second' : `Every ${Number(seconds[1])} seconds`
  const [minute, hour, dayOfMonth, month, weekday] = text.split(/\s+/)
  const time = describeTime(minute, hour)
  const days = describeDays(dayOfMonth, month, weekday)
  const everyDay = days === '' && /^At \d/.test(time) ? ' every day' : ''
  return `${time}${everyDay}${days}`
}
