import { AuthClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { MOCK_USER_EMAIL, MOCK_USER_PASSWORD } from '@/mock-platform/seed-ids'
import type { MockPlatformServer } from '@/mock-platform/server'

import { allowLoopback, startLoopbackPlatform } from './loopback'

const REDIRECT = 'http://localhost:3000/dashboard/reset-password?returnTo=%2Forganizations'

describe('mock GoTrue sign-up and recovery with the real auth client', () => {
  let platform: MockPlatformServer

  beforeAll(async () => {
    platform = await startLoopbackPlatform()
  })
  afterAll(async () => {
    await platform.close()
  })
  beforeEach(() => {
    allowLoopback(platform)
    platform.setScenario('default')
  })

  const createAuthClient = () =>
    new AuthClient({ url: platform.gotrueUrl, headers: { apikey: 'mock-anon-key' }, persistSession: false, autoRefreshToken: false, detectSessionInUrl: false })

  /** Follows an email's link without following the redirect, and returns the hash it carries. */
  async function followLink(link: string): Promise<URLSearchParams> {
    const response = await fetch(link, { redirect: 'manual' })
    expect(response.status).toBe(303)
    const location = new URL(response.headers.get('location') ?? '')
    return new URLSearchParams(location.hash.slice(1))
  }

  it('signs up without a session, refuses sign-in until the emailed link confirms the address', async () => {
    const auth = createAuthClient()
    const signUp = await auth.signUp({ email: 'new@example.com', password: 'a long enough password', options: { emailRedirectTo: REDIRECT } })
    expect(signUp.error).toBeNull()
    expect(signUp.data.session).toBeNull()
    expect(signUp.data.user?.confirmation_sent_at).toBeTruthy()

    const early = await auth.signInWithPassword({ email: 'new@example.com', password: 'a long enough password' })
    expect(early.error?.code).toBe('email_not_confirmed')

    const [email] = platform.state.gotrue.emails
    expect(email).toMatchObject({ to: 'new@example.com', type: 'signup', redirect_to: REDIRECT })
    const hash = await followLink(email.link)
    expect(hash.get('type')).toBe('signup')
    expect(hash.get('access_token')).toBeTruthy()
    // A link works once.
    expect((await followLink(email.link)).get('error_code')).toBe('otp_expired')

    const later = await auth.signInWithPassword({ email: 'new@example.com', password: 'a long enough password' })
    expect(later.error).toBeNull()
  })

  it('says an address is already registered, a password is too short, and too many emails in a minute', async () => {
    const auth = createAuthClient()
    expect((await auth.signUp({ email: MOCK_USER_EMAIL, password: 'whatever-password' })).error?.code).toBe('user_already_exists')
    expect((await auth.signUp({ email: 'short@example.com', password: '123' })).error?.code).toBe('weak_password')
    await auth.signUp({ email: 'twice@example.com', password: 'first password' })
    const resent = await auth.resend({ type: 'signup', email: 'twice@example.com' })
    expect(resent.error?.code).toBe('over_email_send_rate_limit')
    expect(resent.error?.status).toBe(429)
  })

  it('recovery answers the same for unknown addresses, and its link signs in so the password can change', async () => {
    const auth = createAuthClient()
    expect((await auth.resetPasswordForEmail('nobody@example.com', { redirectTo: REDIRECT })).error).toBeNull()
    expect(platform.state.gotrue.emails).toEqual([])
    expect((await auth.resetPasswordForEmail(MOCK_USER_EMAIL, { redirectTo: REDIRECT })).error).toBeNull()
    const [email] = platform.state.gotrue.emails
    expect(email.type).toBe('recovery')
    const hash = await followLink(email.link)
    expect(hash.get('type')).toBe('recovery')
    const session = await auth.setSession({ access_token: hash.get('access_token') ?? '', refresh_token: hash.get('refresh_token') ?? '' })
    expect(session.error).toBeNull()
    expect((await auth.updateUser({ password: MOCK_USER_PASSWORD })).error?.code).toBe('same_password')
    expect((await auth.updateUser({ password: 'a brand new passphrase' })).error).toBeNull()
    expect((await auth.signInWithPassword({ email: MOCK_USER_EMAIL, password: 'a brand new passphrase' })).error).toBeNull()
  })
})
