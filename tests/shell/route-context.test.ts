import { describe, expect, it } from 'vitest'

import {
  currentOrganization,
  fallbackHome,
  isLookupCheckSkipped,
  mfaRedirect,
  organizationNotFoundRedirect,
} from '@/lib/routing/route-context'

const orgs = [
  { id: 1, slug: 'acme', organization_requires_mfa: true },
  { id: 2, slug: 'beta' },
]

describe('route context (SPEC §2)', () => {
  it('falls back home per mode', () => {
    expect(fallbackHome(true, 'acme')).toBe('/org/acme')
    expect(fallbackHome(true, null)).toBe('/organizations')
    expect(fallbackHome(false, 'acme')).toBe('/project/default')
  })

  it('picks the organization by slug, else by the project’s organization_id', () => {
    expect(currentOrganization(orgs, 'beta', undefined)?.id).toBe(2)
    expect(currentOrganization(orgs, undefined, { ref: 'p', organization_id: 1 })?.slug).toBe('acme')
    expect(currentOrganization(orgs, 'nope', undefined)).toBeUndefined()
  })

  it('skips the lookup checks on /new/{slug} and /join only', () => {
    expect(isLookupCheckSkipped('/new/acme')).toBe(true)
    expect(isLookupCheckSkipped('/join')).toBe(true)
    expect(isLookupCheckSkipped('/org/acme')).toBe(false)
    expect(isLookupCheckSkipped('/new/acme/extra')).toBe(false)
  })

  it('builds the unknown-organization redirect', () => {
    expect(organizationNotFoundRedirect('/organizations', 'ghost')).toBe('/organizations?error=org_not_found&org=ghost')
  })

  it('sends a session without MFA to /org/{slug} when the organization requires it', () => {
    expect(mfaRedirect(orgs[0], 'aal1', '/org/acme/billing')).toBe('/org/acme')
    expect(mfaRedirect(orgs[0], 'aal1', '/project/abc')).toBe('/org/acme')
    expect(mfaRedirect(orgs[0], 'aal1', '/org/acme')).toBeNull()
    expect(mfaRedirect(orgs[0], 'aal2', '/project/abc')).toBeNull()
    expect(mfaRedirect(orgs[1], 'aal1', '/project/abc')).toBeNull()
  })
})
