import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { parseConfig } from '@/lib/config/schema'
import { createSessionToken } from '@/lib/server/auth/dashboard-session'
import { handleProxyRequest } from '@/lib/server/security/proxy-handler'

const OPEN = parseConfig({})
const LOCKED = parseConfig({ DASHBOARD_USERNAME: 'admin', DASHBOARD_PASSWORD: 'correct horse battery staple' })

function request(path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  return new NextRequest(`http://localhost${path}`, init)
}

const isPassedThrough = (response: Response) => response.headers.get('x-middleware-next') === '1'

describe('proxy', () => {
  it('puts security headers and a per-request CSP nonce on every response', () => {
    const first = handleProxyRequest(request('/dashboard/project/default'), OPEN)
    const second = handleProxyRequest(request('/dashboard/project/default'), OPEN)
    expect(isPassedThrough(first)).toBe(true)
    expect(first.headers.get('x-content-type-options')).toBe('nosniff')
    expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(first.headers.get('x-frame-options')).toBe('DENY')
    const csp = first.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("style-src 'self' 'unsafe-inline'")
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/)
    expect(csp).not.toBe(second.headers.get('content-security-policy'))
    // Next.js takes the nonce for its own scripts from the forwarded request's CSP header.
    expect(first.headers.get('x-middleware-request-content-security-policy')).toBe(csp)
  })

  it('passes API requests on unchanged (no scripts to nonce), with the security headers on the answer', () => {
    const api = handleProxyRequest(request('/dashboard/api/platform/pg-meta/default/query', { method: 'POST' }), OPEN)
    expect(isPassedThrough(api)).toBe(true)
    expect(api.headers.get('x-middleware-override-headers')).toBeNull()
    expect(api.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/)
    expect(api.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('allows the configured platform and GoTrue origins in connect-src', () => {
    const config = parseConfig({
      IS_PLATFORM: 'true',
      PLATFORM_API_URL: 'https://api.example.test/platform',
      GOTRUE_URL: 'https://auth.example.test/auth/v1',
    })
    const csp = handleProxyRequest(request('/dashboard/organizations'), config).headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.example\.test https:\/\/auth\.example\.test/)
  })

  it('leaves an unlocked self-hosted dashboard open', () => {
    expect(isPassedThrough(handleProxyRequest(request('/dashboard/api/platform/profile'), OPEN))).toBe(true)
  })

  it('sends pages of a locked dashboard to sign-in with returnTo, and answers its API with 401 JSON', async () => {
    const page = handleProxyRequest(request('/dashboard/project/default/sql/new?tab=1'), LOCKED)
    expect(page.status).toBe(307)
    expect(page.headers.get('location')).toBe('http://localhost/dashboard/sign-in?returnTo=%2Fproject%2Fdefault%2Fsql%2Fnew%3Ftab%3D1')
    expect(page.headers.get('x-frame-options')).toBe('DENY')

    const api = handleProxyRequest(request('/dashboard/api/platform/pg-meta/default/query', { method: 'POST' }), LOCKED)
    expect(api.status).toBe(401)
    expect(await api.json()).toEqual({ message: 'Sign in to the dashboard to use this API' })
  })

  it('lets the sign-in page, its endpoint, the clock and assets through without a session', () => {
    for (const path of ['/dashboard/sign-in', '/dashboard/api/auth/sign-in', '/dashboard/api/get-utc-time', '/dashboard/favicon.ico']) {
      expect(isPassedThrough(handleProxyRequest(request(path), LOCKED))).toBe(true)
    }
    // Only top-level public files count as assets.
    expect(handleProxyRequest(request('/dashboard/project/logo.png'), LOCKED).status).toBe(307)
    expect(handleProxyRequest(request('/dashboard/api/platform/projects/x.png'), LOCKED).status).toBe(401)
  })

  it('admits a signed-in session', () => {
    const cookie = `dashboard-session=${createSessionToken(LOCKED)}`
    expect(isPassedThrough(handleProxyRequest(request('/dashboard/project/default', { headers: { cookie } }), LOCKED))).toBe(true)
    expect(
      isPassedThrough(handleProxyRequest(request('/dashboard/project/default', { headers: { cookie: 'dashboard-session=forged.token' } }), LOCKED))
    ).toBe(false)
  })

  it('refuses state-changing API calls from another site, not from curl or the app itself', async () => {
    const post = (headers: Record<string, string>) =>
      handleProxyRequest(request('/dashboard/api/platform/pg-meta/default/query', { method: 'POST', headers }), OPEN)
    const crossSite = post({ origin: 'https://evil.example' })
    expect(crossSite.status).toBe(403)
    expect(await crossSite.json()).toEqual({ message: 'Cross-origin requests are not allowed' })
    expect(post({ origin: 'null' }).status).toBe(403)
    expect(isPassedThrough(post({}))).toBe(true)
    expect(isPassedThrough(post({ origin: 'http://localhost' }))).toBe(true)
    // Behind a reverse proxy the browser's origin is the forwarded host.
    expect(isPassedThrough(post({ origin: 'https://db.example.com', 'x-forwarded-host': 'db.example.com' }))).toBe(true)
    // Reading is not state-changing.
    expect(isPassedThrough(handleProxyRequest(request('/dashboard/api/platform/profile', { headers: { origin: 'https://evil.example' } }), OPEN))).toBe(true)
  })
})
