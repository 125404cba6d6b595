/** SPEC §5 "Password strength" and §9 limits. */
export const PASSWORD_MAX_LENGTH = 99
export const MIN_PASSWORD_SCORE = 4
/** How long typing must pause before the password is sent for scoring. */
export const PASSWORD_CHECK_DEBOUNCE_MS = 300

export const PASSWORD_TOO_LONG_MESSAGE = 'Maximum length of password exceeded'
export const PASSWORD_TOO_LONG_WARNING = 'Password should be less than 100 characters'
export const STRONGER_PASSWORD_NEEDED = 'You need a stronger password.'

export type PasswordScore = 0 | 1 | 2 | 3 | 4
export type StrengthColour = 'red' | 'yellow' | 'green'

export interface StrengthLevel {
  label: string
  /** CSS width of the meter bar. */
  width: string
  colour: StrengthColour
}

export const PASSWORD_STRENGTH: Record<PasswordScore, StrengthLevel> = {
  0: { label: 'This password is not acceptable.', width: '10%', colour: 'red' },
  1: { label: 'This password is not secure enough.', width: '30%', colour: 'red' },
  2: { label: 'This password is not secure enough.', width: '50%', colour: 'yellow' },
  3: { label: 'Not bad, but your password must be harder to guess.', width: '80%', colour: 'yellow' },
  4: { label: 'This password is strong.', width: '100%', colour: 'green' },
}

/** SPEC §3 "Password strength result". */
export interface PasswordStrengthResult {
  message: string
  warning: string
  strength: PasswordScore
}

/** The body of POST /platform/profile/password-check. */
export interface PasswordCheckResult {
  score: number
  feedback?: { suggestions?: string[] | null; warning?: string | null } | null
}

/** Clamps anything the server sends into the 0–4 range. */
export function toPasswordScore(score: unknown): PasswordScore {
  if (typeof score !== 'number' || !Number.isFinite(score)) return 0
  return Math.min(4, Math.max(0, Math.trunc(score))) as PasswordScore
}

export function isPasswordTooLong(password: string): boolean {
  return password.length > PASSWORD_MAX_LENGTH
}

/** Empty passwords are not checked; over-long ones are rejected locally without a server call. */
export function needsServerCheck(password: string): boolean {
  return password !== '' && !isPasswordTooLong(password)
}

const TOO_LONG_RESULT: PasswordStrengthResult = Object.freeze({
  message: `${PASSWORD_STRENGTH[0].label} ${PASSWORD_TOO_LONG_MESSAGE}`,
  warning: PASSWORD_TOO_LONG_WARNING,
  strength: 0,
})

/** The verdict for a password over 99 characters; always the same object, so it is render-stable. */
export function tooLongResult(): PasswordStrengthResult {
  return TOO_LONG_RESULT
}

function withFinalPeriod(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`
}

/** Turns the server's score and feedback into what the meter shows. */
export function strengthFromCheck(result: PasswordCheckResult): PasswordStrengthResult {
  const strength = toPasswordScore(result.score)
  const suggestions = (result.feedback?.suggestions ?? []).filter(Boolean).join(' ')
  const message = [PASSWORD_STRENGTH[strength].label, suggestions].filter(Boolean).join(' ')
  let warning = ''
  if (strength < MIN_PASSWORD_SCORE) {
    const serverWarning = result.feedback?.warning?.trim()
    warning = serverWarning ? `${withFinalPeriod(serverWarning)} ${STRONGER_PASSWORD_NEEDED}` : STRONGER_PASSWORD_NEEDED
  }
  return { message, warning, strength }
}

/** Every page that sets an account password accepts only a scored password at the minimum strength. */
export function isAcceptablePassword(result: PasswordStrengthResult | null): boolean {
  return result !== null && result.strength >= MIN_PASSWORD_SCORE
}
