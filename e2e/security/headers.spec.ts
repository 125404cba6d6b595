import { expect, test, type APIResponse } from '@playwright/test'

import {
  BASE_PATH,
  FOREIGN_ORIGIN,
  isStateChanging,
  listApiRoutes,
  listPageRoutes,
  PUBLIC_API_PATTERNS,
  samplePath,
} from '../../tests/security/route-inventory'
import { PLATFORM_URL, SELF_HOSTED_PORT } from '../ports'

import { LOCKED_URL } from './locked-server'

/**
 * The real servers' response headers on every page and every API route: self-hosted (open), self-hosted
 * locked (without a session: redirects and 401s must carry them too) and platform mode. A state-changing
 * route is called from a foreign Origin so that it is refused (403) and changes nothing.
 */

const SERVERS = {
  'self-hosted': `http://127.0.0.1:${SELF_HOSTED_PORT}`,
  locked: LOCKED_URL,
  platform: PLATFORM_URL,
}

function expectSecurityHeaders(response: APIResponse, label: string) {
  const headers = response.headers()
  expect(headers['content-security-policy'], label).toContain("frame-ancestors 'none'")
  expect(headers['content-security-policy'], label).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/)
  expect(headers['x-content-type-options'], label).toBe('nosniff')
  expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin')
  expect(headers['x-frame-options'], label).toBe('DENY')
}

for (const [mode, origin] of Object.entries(SERVERS)) {
  test(`${mode}: every page answers with the security headers`, async ({ request }) => {
    for (const { pattern } of listPageRoutes()) {
      const url = `${origin}${BASE_PATH}${samplePath(pattern)}`.replace(/\/$/, '')
      const response = await request.get(url, { maxRedirects: 0 })
      expect(response.status(), url).toBeLessThan(500)
      expectSecurityHeaders(response, `${url} → ${response.status()}`)
    }
  })

  test(`${mode}: every API route answers with the security headers`, async ({ request }) => {
    for (const route of listApiRoutes()) {
      const url = `${origin}${BASE_PATH}${samplePath(route.pattern)}`
      for (const method of route.methods) {
        // Writes come from another site so the proxy refuses them: headers checked, nothing changed.
        const isWrite = isStateChanging(method)
        const response = await request.fetch(url, {
          method,
          maxRedirects: 0,
          headers: isWrite ? { origin: FOREIGN_ORIGIN } : {},
          data: isWrite ? {} : undefined,
        })
        // Refused: 403 for the foreign Origin, or (locked, no session) 401 when the login check comes first.
        if (isWrite) expect(mode === 'locked' ? [401, 403] : [403], `${method} ${url}`).toContain(response.status())
        if (mode === 'locked' && !isWrite && !PUBLIC_API_PATTERNS.includes(route.pattern)) {
          expect(response.status(), `${method} ${url}`).toBe(401)
        }
        expectSecurityHeaders(response, `${method} ${url} → ${response.status()}`)
      }
    }
  })
}
