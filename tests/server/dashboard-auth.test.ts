import { describe, expect, it } from 'vitest'

import { parseConfig } from '@/lib/config/schema'
import {
  areCredentialsValid,
  createSessionToken,
  SESSION_TTL_SECONDS,
  verifySessionToken,
} from '@/lib/server/auth/dashboard-session'
import { assertSafeExposure, isLoopbackHost } from '@/lib/server/exposure'

import { callRoute, useServerEnv } from './helpers/routes'

const LOCKED = { DASHBOARD_USERNAME: 'admin', DASHBOARD_PASSWORD: 'correct horse battery staple' }

async function loadRoutes() {
  return {
    signIn: (await import('@/app/api/auth/sign-in/route')).POST,
    signOut: (await import('@/app/api/auth/sign-out/route')).POST,
    profile: (await import('@/app/api/platform/profile/route')).GET,
  }
}

function signInRequest(body: string, headers: Record<string, string>) {
  return new Request('http://localhost/dashboard/api/auth/sign-in', { method: 'POST', body, headers })
}

const asJson = (credentials: Record<string, string>, client: string, extra: Record<string, string> = {}) =>
  signInRequest(JSON.stringify(credentials), { 'content-type': 'application/json', 'x-forwarded-for': client, ...extra })

describe('session tokens', () => {
  const config = parseConfig(LOCKED)

  it('verify only while unexpired, unmodified and for the same credentials', () => {
    const now = Date.now()
    const token = createSessionToken(config, now)
    expect(verifySessionToken(config, token, now)).toBe(true)
    expect(verifySessionToken(config, token, now + (SESSION_TTL_SECONDS + 1) * 1000)).toBe(false)
    expect(verifySessionToken(config, `${token.slice(0, -2)}xx`, now)).toBe(false)
    expect(verifySessionToken(parseConfig({ ...LOCKED, DASHBOARD_PASSWORD: 'changed since' }), token, now)).toBe(false)
    expect(verifySessionToken(config, undefined, now)).toBe(false)
  })

  it('check both credentials', () => {
    expect(areCredentialsValid(config, 'admin', LOCKED.DASHBOARD_PASSWORD)).toBe(true)
    expect(areCredentialsValid(config, 'admin', 'wrong')).toBe(false)
    expect(areCredentialsValid(config, 'root', LOCKED.DASHBOARD_PASSWORD)).toBe(false)
    expect(areCredentialsValid(parseConfig({}), '', '')).toBe(false)
  })
})

describe('locked self-hosted dashboard', () => {
  it('refuses the API without a session and admits it after signing in', async () => {
    useServerEnv(LOCKED)
    const routes = await loadRoutes()
    expect(await callRoute(routes.profile, 'GET', '/profile')).toMatchObject({
      status: 401,
      body: { message: 'Sign in to the dashboard to use this API' },
    })

    const signedIn = await routes.signIn(asJson({ username: 'admin', password: LOCKED.DASHBOARD_PASSWORD }, '203.0.113.1'))
    expect(signedIn.status).toBe(200)
    expect(await signedIn.json()).toEqual({ username: 'admin' })
    const cookie = signedIn.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^dashboard-session=[\w-]+\.[\w-]+; Path=\/dashboard; Max-Age=28800; HttpOnly; SameSite=Strict$/)

    const session = cookie.split(';')[0]
    expect(await callRoute(routes.profile, 'GET', '/profile', { headers: { cookie: session } })).toMatchObject({
      status: 200,
      body: { username: 'supabase' },
    })
  })

  it('answers wrong credentials with 401 and locks a client out after 5 failures', async () => {
    useServerEnv(LOCKED)
    const routes = await loadRoutes()
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await routes.signIn(asJson({ username: 'admin', password: `guess-${attempt}` }, '203.0.113.2'))
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ message: 'Invalid username or password' })
    }
    const locked = await routes.signIn(asJson({ username: 'admin', password: LOCKED.DASHBOARD_PASSWORD }, '203.0.113.2'))
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await locked.json()).toEqual({ message: expect.stringMatching(/^Too many failed sign-in attempts\. Try again in \d+ seconds\.$/) })
    // Another client is not affected.
    expect((await routes.signIn(asJson({ username: 'admin', password: LOCKED.DASHBOARD_PASSWORD }, '203.0.113.3'))).status).toBe(200)
  })

  it('redirects an HTML form sign-in to returnTo, and signs out', async () => {
    useServerEnv(LOCKED)
    const routes = await loadRoutes()
    const form = new URLSearchParams({ username: 'admin', password: LOCKED.DASHBOARD_PASSWORD, returnTo: '/project/default/sql/new' })
    const response = await routes.signIn(
      signInRequest(form.toString(), { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.4' })
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/dashboard/project/default/sql/new')
    expect(response.headers.get('set-cookie')).toContain('HttpOnly')

    const signedOut = await routes.signOut(new Request('http://localhost/dashboard/api/auth/sign-out', { method: 'POST' }))
    expect(signedOut.headers.get('set-cookie')).toMatch(/^dashboard-session=; Path=\/dashboard; Max-Age=0; HttpOnly; SameSite=Strict$/)
  })

  it('refuses a sign-in posted from another site', async () => {
    useServerEnv(LOCKED)
    const routes = await loadRoutes()
    const response = await routes.signIn(
      asJson({ username: 'admin', password: LOCKED.DASHBOARD_PASSWORD }, '203.0.113.5', { origin: 'https://evil.example' })
    )
    expect(response.status).toBe(403)
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  it('has no sign-in when no credentials are configured', async () => {
    useServerEnv({})
    const routes = await loadRoutes()
    const response = await routes.signIn(asJson({ username: 'admin', password: 'x' }, '203.0.113.6'))
    expect(response.status).toBe(404)
    expect((await callRoute(routes.profile, 'GET', '/profile')).status).toBe(200)
  })
})

describe('assertSafeExposure', () => {
  it('lets loopback hosts start without a login', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1', '[::1]', '127.1.2.3', 'app.localhost']) {
      expect(isLoopbackHost(host)).toBe(true)
      expect(() => assertSafeExposure(parseConfig({}), host)).not.toThrow()
    }
  })

  it('refuses other hosts unless a login is set or DASHBOARD_AUTH=off', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.10', 'dashboard.example.com']) {
      expect(isLoopbackHost(host)).toBe(false)
      expect(() => assertSafeExposure(parseConfig({}), host)).toThrow(
        /^Refusing to serve the self-hosted dashboard on ".+" without a login: .* Set DASHBOARD_USERNAME and DASHBOARD_PASSWORD/
      )
    }
    expect(() => assertSafeExposure(parseConfig(LOCKED), '0.0.0.0')).not.toThrow()
    expect(() => assertSafeExposure(parseConfig({ DASHBOARD_AUTH: 'off' }), '0.0.0.0')).not.toThrow()
    expect(() =>
      assertSafeExposure(parseConfig({ IS_PLATFORM: 'true', GOTRUE_URL: 'https://auth.example.test/auth/v1' }), '0.0.0.0')
    ).not.toThrow()
  })
})
