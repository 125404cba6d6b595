import { AuthClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { CODE_HOST } from '@/lib/constants'
import {
  MOCK_GITHUB_USER_NAME,
  MOCK_TOTP_FACTOR_ID,
  MOCK_TOTP_SECRET,
  MOCK_USER_EMAIL,
  MOCK_USER_PASSWORD,
} from '@/mock-platform/seed-ids'
import { totpFor } from '@/mock-platform/handlers/gotrue-mfa'
import type { MockPlatformServer } from '@/mock-platform/server'

import { allowLoopback, startLoopbackPlatform } from './loopback'

function decodePayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>
}

describe('mock GoTrue with the real supabase-js auth client over loopback HTTP', () => {
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

  function createAuthClient() {
    return new AuthClient({
      url: platform.gotrueUrl,
      headers: { apikey: 'mock-anon-key' },
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    })
  }

  it('signs in with a password and returns a session the client accepts, with a JWT-shaped token', async () => {
    const auth = createAuthClient()
    const { data, error } = await auth.signInWithPassword({ email: MOCK_USER_EMAIL, password: MOCK_USER_PASSWORD })
    expect(error).toBeNull()
    expect(data.session?.refresh_token).toBeTruthy()
    expect(data.user?.email).toBe(MOCK_USER_EMAIL)

    const claims = decodePayload(data.session?.access_token ?? '')
    expect(claims).toMatchObject({ email: MOCK_USER_EMAIL, aal: 'aal1', role: 'authenticated' })
    expect(claims.session_id).toEqual(expect.any(String))
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000)

    const { data: sessionData } = await auth.getSession()
    expect(sessionData.session?.user.email).toBe(MOCK_USER_EMAIL)
  })

  it('rejects a wrong password with GoTrue\'s message', async () => {
    const { data, error } = await createAuthClient().signInWithPassword({ email: MOCK_USER_EMAIL, password: 'wrong' })
    expect(data.session).toBeNull()
    expect(error?.message).toBe('Invalid login credentials')
    expect(error?.status).toBe(400)
  })

  it('returns the user with its GitHub identity from getUser', async () => {
    const auth = createAuthClient()
    await auth.signInWithPassword({ email: MOCK_USER_EMAIL, password: MOCK_USER_PASSWORD })
    const { data, error } = await auth.getUser()
    expect(error).toBeNull()
    const github = data.user?.identities?.find((identity) => identity.provider === CODE_HOST)
    expect(github?.identity_data?.user_name).toBe(MOCK_GITHUB_USER_NAME)
  })

  it('reports aal1 with no higher level by default', async () => {
    const auth = createAuthClient()
    await auth.signInWithPassword({ email: MOCK_USER_EMAIL, password: MOCK_USER_PASSWORD })
    const { data } = await auth.mfa.getAuthenticatorAssuranceLevel()
    expect(data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' })
    const methods = data?.currentAuthenticationMethods.map((entry) => (typeof entry === 'string' ? entry : entry.method))
    expect(methods).toEqual(['password'])
  })

  it('mfa-enrolled: the session is aal1 with aal2 reachable, and a TOTP verification lifts it to aal2', async () => {
    platform.setScenario('mfa-enrolled')
    const auth = createAuthClient()
    await auth.signInWithPassword({ email: MOCK_USER_EMAIL, password: MOCK_USER_PASSWORD })
    const before = await auth.mfa.getAuthenticatorAssuranceLevel()
    expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' })

    const wrong = await auth.mfa.challengeAndVerify({ factorId: MOCK_TOTP_FACTOR_ID, code: '000000' })
    expect(wrong.error?.message).toBe('Invalid TOTP code entered')

    const verified = await auth.mfa.challengeAndVerify({ factorId: MOCK_TOTP_FACTOR_ID, code: totpFor(MOCK_TOTP_SECRET, MOCK_USER_EMAIL).generate() })
    expect(verified.error).toBeNull()
    const after = await auth.mfa.getAuthenticatorAssuranceLevel()
    expect(after.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' })
  })

  it('enrols a TOTP factor: the QR code and secret come back, a computed code verifies it and lifts the session', async () => {
    const auth = createAuthClient()
    await auth.signInWithPassword({ email: MOCK_USER_EMAIL, password: MOCK_USER_PASSWORD })
    const enrolled = await auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' })
    if (enrolled.error) throw enrolled.error
    expect(enrolled.data.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/)
    expect(enrolled.data.totp.uri).toContain(`secret=${enrolled.data.totp.secret}`)
    const listed = await auth.mfa.listFactors()
    expect(listed.data?.all.map((factor) => factor.status)).toEqual(['unverified'])
    expect(listed.data?.all[0]).not.toHaveProperty('secret')

    const code = totpFor(enrolled.data.totp.secret, MOCK_USER_EMAIL).generate()
    const verified = await auth.mfa.challengeAndVerify({ factorId: enrolled.data.id, code })
    expect(verified.error).toBeNull()
    expect((await auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal2')

    const removed = await auth.mfa.unenroll({ factorId: enrolled.data.id })
    expect(removed.error).toBeNull()
    expect((await auth.mfa.listFactors()).data?.all).toEqual([])
  })

  it('refuses to unenrol a verified factor from an aal1 session', async () => {
    platform.setScenario('mfa-enrolled')
    const auth = createAuthClient()
    await auth.signInWithPassword({ email: MOCK_USER_EMAIL, password: MOCK_USER_PASSWORD })
    const removed = await auth.mfa.unenroll({ factorId: MOCK_TOTP_FACTOR_ID })
    expect(removed.error?.code).toBe('insufficient_aal')
  })

  it('refreshes the session with the refresh token', async () => {
    const auth = createAuthClient()
    const signIn = await auth.signInWithPassword({ email: MOCK_USER_EMAIL, password: MOCK_USER_PASSWORD })
    const { data, error } = await auth.refreshSession()
    expect(error).toBeNull()
    expect(data.session?.refresh_token).toBeTruthy()
    expect(data.session?.refresh_token).not.toBe(signIn.data.session?.refresh_token)
  })

  it('signs out: the server revokes the session, so the old token no longer gets the user', async () => {
    const auth = createAuthClient()
    const signIn = await auth.signInWithPassword({ email: MOCK_USER_EMAIL, password: MOCK_USER_PASSWORD })
    const token = signIn.data.session?.access_token ?? ''
    expect((await auth.signOut()).error).toBeNull()

    const { data: sessionData } = await auth.getSession()
    expect(sessionData.session).toBeNull()
    const stale = await fetch(`${platform.gotrueUrl}/user`, { headers: { Authorization: `Bearer ${token}` } })
    expect(stale.status).toBe(403)
    expect(platform.state.gotrue.sessions.every((session) => session.is_revoked)).toBe(true)
  })

  it('records a requested email change as new_email with email_change_sent_at', async () => {
    const auth = createAuthClient()
    await auth.signInWithPassword({ email: MOCK_USER_EMAIL, password: MOCK_USER_PASSWORD })
    const { data, error } = await auth.updateUser({ email: 'new-address@example.com' })
    expect(error).toBeNull()
    expect(data.user?.email).toBe(MOCK_USER_EMAIL)
    expect(data.user?.new_email).toBe('new-address@example.com')
    expect(data.user?.email_change_sent_at).toEqual(expect.any(String))
  })
})
