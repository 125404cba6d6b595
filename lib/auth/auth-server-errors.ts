/**
 * The auth server's (GoTrue's) error codes for sign-up, recovery and password changes, in words.
 * Anything without a known code keeps the server's own message.
 */
const MESSAGES: Record<string, string> = {
  user_already_exists: 'An account with this email address already exists. Sign in instead, or reset its password.',
  email_exists: 'An account with this email address already exists. Sign in instead, or reset its password.',
  email_not_confirmed: 'This email address is not confirmed yet. Follow the link in the confirmation email, or send it again.',
  over_request_rate_limit: 'Too many requests. Wait a few minutes and try again.',
  same_password: 'The new password must be different from your current one.',
  otp_expired: 'This link is invalid or has expired. Ask for a new email.',
  email_address_invalid: 'That email address cannot be used. Check it and try again.',
  signup_disabled: 'New sign-ups are turned off at the moment.',
}

export interface AuthServerError {
  code?: string
  message?: string
  status?: number
}

export function authServerErrorMessage(error: AuthServerError | null | undefined): string {
  const code = error?.code ?? ''
  if (code === 'over_email_send_rate_limit') {
    // The server says how long to wait ("…after 42 seconds."); keep that part.
    const wait = /after (\d+) seconds?/.exec(error?.message ?? '')?.[1]
    return wait
      ? `Too many emails were sent to this address. Try again in ${wait} seconds.`
      : 'Too many emails were sent to this address. Wait a minute and try again.'
  }
  if (code === 'weak_password') return `The auth server rejected this password as too weak: ${error?.message ?? ''}`.trim()
  if (MESSAGES[code]) return MESSAGES[code]
  if (error?.status === 429) return MESSAGES.over_request_rate_limit
  return error?.message || 'Something went wrong. Try again.'
}

export function isEmailNotConfirmed(error: AuthServerError | null | undefined): boolean {
  return error?.code === 'email_not_confirmed'
}
