import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { PRIMARY_ORG_SLUG, PROFILE_NOT_FOUND_MESSAGE } from '@/mock-platform/seed-ids'
import { CORS_EXPOSED_HEADERS, type MockPlatformServer } from '@/mock-platform/server'

import { allowLoopback, startLoopbackPlatform } from './loopback'

const BROWSER_ORIGIN = 'http://localhost:3000'

describe('mock platform loopback server', () => {
  let platform: MockPlatformServer

  beforeAll(async () => {
    platform = await startLoopbackPlatform()
  })
  afterAll(async () => {
    await platform.close()
  })
  beforeEach(async () => {
    allowLoopback(platform)
    await fetch(`${platform.url}/__mock/scenario`, { method: 'POST', body: JSON.stringify({ name: 'default' }) })
  })

  it('listens on loopback at a port from 45000 and names its base URLs', () => {
    expect(platform.port).toBeGreaterThanOrEqual(45_000)
    expect(platform.platformUrl).toBe(`http://127.0.0.1:${platform.port}/platform`)
    expect(platform.gotrueUrl).toBe(`http://127.0.0.1:${platform.port}/auth/v1`)
  })

  it('answers a profile GET with the profile and CORS headers for the calling origin', async () => {
    const response = await fetch(`${platform.platformUrl}/profile`, {
      headers: { Origin: BROWSER_ORIGIN, Version: '2', 'X-Request-Id': 'req-1' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe(BROWSER_ORIGIN)
    expect(response.headers.get('access-control-allow-credentials')).toBe('true')
    expect(response.headers.get('access-control-expose-headers')).toBe(CORS_EXPOSED_HEADERS)
    expect(response.headers.get('x-request-id')).toBe('req-1')
    expect(await response.json()).toMatchObject({ username: 'testuser', primary_email: 'test@example.com' })
  })

  it('answers preflights with 204, the allowed methods and every header the dashboard sends', async () => {
    const response = await fetch(`${platform.platformUrl}/profile`, {
      method: 'OPTIONS',
      headers: {
        Origin: BROWSER_ORIGIN,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization, version, x-custom-probe',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe(BROWSER_ORIGIN)
    expect(response.headers.get('access-control-allow-methods')).toBe('GET,POST,PUT,PATCH,DELETE,HEAD,OPTIONS')
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').split(', ')
    for (const header of [
      'authorization',
      'content-type',
      'x-request-id',
      'version',
      'x-connection-encrypted',
      'x-pg-application-name',
      'apikey',
      'x-client-info',
      'x-supabase-api-version',
      'x-custom-probe',
    ]) {
      expect(allowed).toContain(header)
    }
  })

  it('answers unknown paths with a JSON 404', async () => {
    const response = await fetch(`${platform.url}/platform/nothing-here`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'No mock for GET /platform/nothing-here' })
  })

  it('serves HEAD with headers only (invoice count)', async () => {
    const response = await fetch(`${platform.platformUrl}/stripe/invoices?slug=${PRIMARY_ORG_SLUG}`, { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.headers.get('x-total-count')).toBe('6')
    expect(await response.text()).toBe('')
  })

  it('switches scenario through POST /__mock/scenario and rejects unknown names', async () => {
    const switched = await fetch(`${platform.url}/__mock/scenario`, {
      method: 'POST',
      body: JSON.stringify({ name: 'profile-missing' }),
    })
    expect(await switched.json()).toEqual({ scenario: 'profile-missing' })
    const profile = await fetch(`${platform.platformUrl}/profile`, { headers: { Version: '2' } })
    expect(profile.status).toBe(404)
    expect(await profile.json()).toEqual({ message: PROFILE_NOT_FOUND_MESSAGE })

    const unknown = await fetch(`${platform.url}/__mock/scenario`, { method: 'POST', body: JSON.stringify({ name: 'nope' }) })
    expect(unknown.status).toBe(400)
  })

  it('logs requests since the last reset for counting, and POST /__mock/reset restores the scenario', async () => {
    await fetch(`${platform.url}/__mock/reset`, { method: 'POST' })
    await fetch(`${platform.platformUrl}/organizations`)
    await fetch(`${platform.platformUrl}/organizations/${PRIMARY_ORG_SLUG}/projects?limit=2`)
    await fetch(`${platform.platformUrl}/organizations`)
    const { requests } = (await (await fetch(`${platform.url}/__mock/requests`)).json()) as {
      requests: { method: string; path: string; search: string }[]
    }
    expect(requests).toEqual([
      { method: 'GET', path: '/platform/organizations', search: '' },
      { method: 'GET', path: `/platform/organizations/${PRIMARY_ORG_SLUG}/projects`, search: '?limit=2' },
      { method: 'GET', path: '/platform/organizations', search: '' },
    ])

    await fetch(`${platform.url}/__mock/reset`, { method: 'POST' })
    const afterReset = (await (await fetch(`${platform.url}/__mock/requests`)).json()) as { requests: unknown[] }
    expect(afterReset.requests).toEqual([])
  })

  it('merges POST /__mock/state patches into the platform and refuses machinery keys', async () => {
    const patched = await fetch(`${platform.url}/__mock/state`, {
      method: 'POST',
      body: JSON.stringify({ featureFlags: { ongoingIncident: true }, profile: null, profileBehaviour: 'missing' }),
    })
    expect(patched.status).toBe(200)
    const flags = await (await fetch(`${platform.platformUrl}/telemetry/feature-flags`)).json()
    expect(flags).toMatchObject({ ongoingIncident: true, showNoticeBanner: false })
    expect((await fetch(`${platform.platformUrl}/profile`, { headers: { Version: '2' } })).status).toBe(404)

    const refused = await fetch(`${platform.url}/__mock/state`, { method: 'POST', body: JSON.stringify({ requests: [] }) })
    expect(refused.status).toBe(400)
  })

  it('serves chaos too: a slow answer outlives the client time-out without holding the server', async () => {
    platform.setScenario('chaos', { chaos: { rate: 1, kinds: ['slow'] } })
    await expect(
      fetch(`${platform.platformUrl}/organizations`, { signal: AbortSignal.timeout(300) })
    ).rejects.toMatchObject({ name: 'TimeoutError' })
    platform.setScenario('default')
    expect((await fetch(`${platform.platformUrl}/organizations`)).status).toBe(200)
  })

  it('exposes the whole state through GET /__mock/state', async () => {
    const state = (await (await fetch(`${platform.url}/__mock/state`)).json()) as { scenario: string; organizations: unknown[] }
    expect(state.scenario).toBe('default')
    expect(state.organizations).toHaveLength(4)
  })
})
