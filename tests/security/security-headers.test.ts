import { describe, expect, it } from 'vitest'

import { handleProxyRequest } from '@/lib/server/security/proxy-handler'

import { CONFIGS, listRouteCases, proxyRequest } from './helpers'
import { BASE_PATH, FOREIGN_ORIGIN, listPageRoutes, samplePath } from './route-inventory'

/**
 * Every response of every page and API route, in every mode, and whatever the proxy decided
 * (passed through, redirected to sign-in, 401, 403), carries the security headers: a CSP that forbids
 * framing, nosniff, a referrer policy and X-Frame-Options.
 */

function expectSecurityHeaders(headers: Headers, label: string) {
  const csp = headers.get('content-security-policy') ?? ''
  expect(csp, label).toContain("frame-ancestors 'none'")
  expect(csp, label).toContain("object-src 'none'")
  expect(csp, label).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/)
  expect(csp, label).not.toContain("'unsafe-eval'")
  expect(headers.get('x-content-type-options'), label).toBe('nosniff')
  expect(headers.get('referrer-policy'), label).toBe('strict-origin-when-cross-origin')
  expect(headers.get('x-frame-options'), label).toBe('DENY')
}

const pagePaths = listPageRoutes().map(({ pattern }) => `${BASE_PATH}${samplePath(pattern)}`.replace(/\/$/, ''))

describe('security headers', () => {
  it.each(Object.entries(CONFIGS))('are on every page in %s mode', (mode, config) => {
    expect(pagePaths.length).toBeGreaterThanOrEqual(30)
    for (const path of pagePaths) expectSecurityHeaders(handleProxyRequest(proxyRequest(path), config).headers, `${mode} ${path}`)
  })

  it.each(Object.entries(CONFIGS))('are on every API route and method in %s mode, refused or not', (mode, config) => {
    for (const { method, path } of listRouteCases()) {
      for (const headers of [{}, { origin: FOREIGN_ORIGIN }] as Record<string, string>[]) {
        const response = handleProxyRequest(proxyRequest(path, { method, headers }), config)
        expectSecurityHeaders(response.headers, `${mode} ${method} ${path} ${JSON.stringify(headers)} → ${response.status}`)
      }
    }
  })

  it('give every response its own script nonce', () => {
    const nonces = new Set(
      pagePaths.map((path) => /'nonce-([^']+)'/.exec(handleProxyRequest(proxyRequest(path), CONFIGS.open).headers.get('content-security-policy') ?? '')?.[1])
    )
    expect(nonces.size).toBe(pagePaths.length)
  })
})
