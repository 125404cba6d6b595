/** The rules of the Users page's forms and labels: e-mail addresses, ban durations, a user's state. */

/** An address the auth server accepts: something@domain.tld, no spaces (GoTrue checks the same shape). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function emailError(value: string): string | null {
  const email = value.trim()
  if (!email) return 'Enter an e-mail address'
  if (email.length > 255 || !EMAIL.test(email)) return 'Enter a valid e-mail address'
  return null
}

/** Ban durations offered, in hours; any whole number of hours in range may be typed instead. */
export const BAN_DURATION_CHOICES = [
  { label: '1 hour', hours: 1 },
  { label: '24 hours', hours: 24 },
  { label: '7 days', hours: 24 * 7 },
  { label: '30 days', hours: 24 * 30 },
  { label: '1 year', hours: 24 * 365 },
  { label: '100 years', hours: 24 * 365 * 100 },
] as const

export const MIN_BAN_HOURS = 1
/** 100 years: the longest ban the dashboard offers (the auth server stores banned_until as a date). */
export const MAX_BAN_HOURS = 24 * 365 * 100

export function banHoursError(value: string): string | null {
  const text = value.trim()
  if (!/^\d+$/.test(text)) return 'Enter a whole number of hours'
  const hours = Number(text)
  if (hours < MIN_BAN_HOURS || hours > MAX_BAN_HOURS) {
    return `A ban lasts from ${MIN_BAN_HOURS} hour to ${MAX_BAN_HOURS.toLocaleString('en-US')} hours (100 years)`
  }
  return null
}

/** The auth server's ban_duration: a Go duration ("24h"), or "none" to lift a ban. */
export function banDuration(hours: number | 'none'): string {
  return hours === 'none' ? 'none' : `${hours}h`
}

export function isBanned(bannedUntil: string | null | undefined, now: Date = new Date()): boolean {
  if (!bannedUntil) return false
  const until = new Date(bannedUntil)
  return !Number.isNaN(until.getTime()) && until.getTime() > now.getTime()
}

export function isConfirmed(user: { email_confirmed_at?: string | null; phone_confirmed_at?: string | null }): boolean {
  return Boolean(user.email_confirmed_at || user.phone_confirmed_at)
}

/** What identifies a user in lists and messages: the e-mail, else the phone, else "Anonymous user". */
export function userLabel(user: { email?: string | null; phone?: string | null; is_anonymous?: boolean | null }): string {
  return user.email || user.phone || (user.is_anonymous ? 'Anonymous user' : 'User without e-mail or phone')
}
