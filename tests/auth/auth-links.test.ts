import { describe, expect, it } from 'vitest'

import { authPageHref, passwordResetRedirectUrl, signUpRedirectUrl } from '@/lib/auth/auth-links'
import { authServerErrorMessage } from '@/lib/auth/auth-server-errors'
import { getReturnToPath } from '@/lib/auth/return-to'
import { isAcceptablePassword } from '@/lib/password/strength'

describe('returnTo through the sign-up and password pages', () => {
  it('links between the pages keep returnTo, leaving out the default', () => {
    expect(authPageHref('/sign-up', '/org/acme')).toBe('/sign-up?returnTo=%2Forg%2Facme')
    expect(authPageHref('/forgot-password', '/organizations')).toBe('/forgot-password')
  })

  it('the email links land on the app with returnTo, which reads back unchanged', () => {
    expect(signUpRedirectUrl('https://app.test', '/project/abc?tab=sql')).toBe('https://app.test/dashboard/project/abc?tab=sql')
    const reset = new URL(passwordResetRedirectUrl('https://app.test', '/org/acme/billing'))
    expect(reset.pathname).toBe('/dashboard/reset-password')
    expect(getReturnToPath(reset.search)).toBe('/org/acme/billing')
  })

  it('a hostile returnTo never leaves the app, even through the email link', () => {
    const returnTo = getReturnToPath('?returnTo=https://evil.test')
    expect(signUpRedirectUrl('https://app.test', returnTo)).toBe('https://app.test/dashboard/organizations')
  })
})

describe('password rules and auth server errors', () => {
  it('only a scored password at the minimum strength is accepted', () => {
    expect(isAcceptablePassword(null)).toBe(false)
    expect(isAcceptablePassword({ message: '', warning: '', strength: 3 })).toBe(false)
    expect(isAcceptablePassword({ message: '', warning: '', strength: 4 })).toBe(true)
  })

  it('says rate limits, weak passwords and existing accounts in words', () => {
    expect(authServerErrorMessage({ code: 'over_email_send_rate_limit', message: 'For security purposes, you can only request this after 42 seconds.' })).toBe(
      'Too many emails were sent to this address. Try again in 42 seconds.'
    )
    expect(authServerErrorMessage({ code: 'weak_password', message: 'Password should be at least 6 characters.' })).toMatch(/too weak: Password should be/)
    expect(authServerErrorMessage({ code: 'user_already_exists' })).toMatch(/already exists/)
    expect(authServerErrorMessage({ status: 429, message: 'x' })).toMatch(/Too many requests/)
    expect(authServerErrorMessage({ message: 'Something specific' })).toBe('Something specific')
  })
})
