import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { DEFAULT_RETURN_TO, getReturnToPath } from '@/lib/auth/return-to'

describe('returnTo (SPEC §2)', () => {
  it('defaults to /organizations', () => {
    expect(DEFAULT_RETURN_TO).toBe('/organizations')
    expect(getReturnToPath('')).toBe('/organizations')
  })

  it('accepts a relative path and strips the /dashboard prefix', () => {
    expect(getReturnToPath('returnTo=/project/abc/sql/new')).toBe('/project/abc/sql/new')
    expect(getReturnToPath('returnTo=/dashboard/org/acme')).toBe('/org/acme')
    expect(getReturnToPath('returnTo=/dashboard')).toBe('/')
  })

  it('keeps a simple query string and merges the other parameters of the current URL', () => {
    expect(getReturnToPath('returnTo=%2Forg%2Facme%3Ftab%3Dusage&auth_id=x1')).toBe('/org/acme?tab=usage&auth_id=x1')
    expect(getReturnToPath('auth_id=x1&returnTo=/organizations')).toBe('/organizations?auth_id=x1')
  })

  it.each([
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '%252F%252Fevil.example',
    'javascript:alert(1)',
    '/org/acme//evil',
    '/redirect?to=https://evil.example',
    'evil.example',
    '/org/<script>',
    '/dashboard//evil.example',
    ' /org/acme',
  ])('rejects %s and falls back to the default', (payload) => {
    const search = new URLSearchParams({ returnTo: payload }).toString()
    expect(getReturnToPath(search)).toBe('/organizations')
  })

  it('never leaves the app origin, whatever the input', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (returnTo, other) => {
        const search = new URLSearchParams({ returnTo, other }).toString()
        const target = getReturnToPath(search)
        const resolved = new URL(target, 'https://app.example/dashboard/')
        return resolved.origin === 'https://app.example' && target.startsWith('/') && !target.startsWith('//')
      }),
      { numRuns: 2000 }
    )
  })
})
