import { describe, expect, it } from 'vitest'

import { hasPermission, type PermissionEntry } from '@/lib/permissions/has-permission'

const entry = (overrides: Partial<PermissionEntry>): PermissionEntry => ({
  organization_slug: 'acme',
  actions: ['%'],
  resources: ['%'],
  project_refs: null,
  restrictive: false,
  condition: null,
  ...overrides,
})

describe('hasPermission (SPEC §6)', () => {
  it('grants through an exact action or a % wildcard', () => {
    expect(hasPermission([entry({ actions: ['billing:all'] })], { organizationSlug: 'acme', action: 'billing:all' })).toBe(true)
    expect(hasPermission([entry({ actions: ['billing:%'] })], { organizationSlug: 'acme', action: 'billing:all' })).toBe(true)
    expect(hasPermission([entry({})], { organizationSlug: 'acme', action: 'billing:all' })).toBe(true)
  })

  it('is scoped to the organization and refuses without an entry', () => {
    expect(hasPermission([entry({})], { organizationSlug: 'other', action: 'billing:all' })).toBe(false)
    expect(hasPermission([entry({ actions: ['read:%'] })], { organizationSlug: 'acme', action: 'billing:all' })).toBe(false)
    expect(hasPermission(undefined, { organizationSlug: 'acme', action: 'billing:all' })).toBe(false)
  })

  it('lets a restrictive entry take a grant away, and honours project refs', () => {
    const permissions = [entry({}), entry({ actions: ['billing:all'], restrictive: true })]
    expect(hasPermission(permissions, { organizationSlug: 'acme', action: 'billing:all' })).toBe(false)
    const scoped = [entry({ project_refs: ['p1'] })]
    expect(hasPermission(scoped, { organizationSlug: 'acme', action: 'sql:write', projectRef: 'p1' })).toBe(true)
    expect(hasPermission(scoped, { organizationSlug: 'acme', action: 'sql:write', projectRef: 'p2' })).toBe(false)
  })
})
