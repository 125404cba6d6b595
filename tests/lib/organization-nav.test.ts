import { describe, expect, it } from 'vitest'

import { organizationPages } from '@/lib/navigation/organization-nav'

describe('organization pages', () => {
  it('offers every page on the platform, in tab order', () => {
    expect(organizationPages({ isPlatform: true, isBillingEnabled: true }).map((page) => page.path)).toEqual([
      '',
      '/team',
      '/billing',
      '/usage',
      '/audit',
      '/general',
    ])
  })

  it('drops billing and usage when billing is turned off, and every platform page self-hosted', () => {
    expect(organizationPages({ isPlatform: true, isBillingEnabled: false }).map((page) => page.key)).toEqual([
      'projects',
      'team',
      'audit',
      'general',
    ])
    expect(organizationPages({ isPlatform: false, isBillingEnabled: true }).map((page) => page.key)).toEqual(['projects'])
  })
})
