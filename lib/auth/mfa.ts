/**
 * Multi-factor authentication rules shared by the account security page, the sign-in challenge and
 * the organization MFA requirement. The auth server (GoTrue) issues TOTP factors; a session that
 * answered a challenge is at assurance level aal2.
 */

/** The auth server's default MFA_MAX_ENROLLED_FACTORS: enrolment beyond it is refused. */
export const MAX_ENROLLED_FACTORS = 10
export const TOTP_CODE_LENGTH = 6

export { needsMfaChallenge } from './assurance'

/** What a user types may carry spaces (authenticator apps show "123 456"); the server wants six digits. */
export function normalizeTotpCode(input: string): string {
  return input.replace(/\s+/g, '')
}

export function isTotpCode(code: string): boolean {
  return new RegExp(`^\\d{${TOTP_CODE_LENGTH}}$`).test(code)
}

export interface MfaFactorLike {
  id: string
  friendly_name?: string
  factor_type: string
  status: string
}

export function verifiedFactors<T extends MfaFactorLike>(factors: T[]): T[] {
  return factors.filter((factor) => factor.status === 'verified')
}

/** An unverified TOTP factor is an enrolment that was never finished; it is removed before a new one. */
export function abandonedFactors<T extends MfaFactorLike>(factors: T[]): T[] {
  return factors.filter((factor) => factor.factor_type === 'totp' && factor.status !== 'verified')
}

export function canEnrolAnotherFactor(factors: MfaFactorLike[]): boolean {
  return verifiedFactors(factors).length < MAX_ENROLLED_FACTORS
}

/** A factor's name for lists and pickers. */
export function factorLabel(factor: MfaFactorLike): string {
  return factor.friendly_name?.trim() || 'Authenticator app'
}

const MFA_ERROR_MESSAGES: Record<string, string> = {
  mfa_verification_failed: 'That code is not correct. Check the authenticator app and enter the current code.',
  mfa_challenge_expired: 'The code request expired. Enter the current code to try again.',
  insufficient_aal: 'Verify a code from your authenticator app first.',
  too_many_enrolled_mfa_factors: `You already have the maximum of ${MAX_ENROLLED_FACTORS} factors. Remove one to add another.`,
  mfa_factor_name_conflict: 'You already have a factor with that name. Choose another name.',
  mfa_factor_not_found: 'That factor no longer exists. Reload the page.',
  over_request_rate_limit: 'Too many attempts. Wait a moment and try again.',
}

/** The auth server's MFA errors in words; anything else keeps the server's own message. */
export function mfaErrorMessage(error: { code?: string; message?: string } | null | undefined): string {
  if (error?.code && MFA_ERROR_MESSAGES[error.code]) return MFA_ERROR_MESSAGES[error.code]
  return error?.message || 'Something went wrong. Try again.'
}
