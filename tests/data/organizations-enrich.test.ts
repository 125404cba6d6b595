import { describe, expect, it } from 'vitest'

import type { Organization } from '@/lib/api/types'
import { enrichOrganization, enrichOrganizations } from '@/lib/organizations/enrich'

function organization(overrides: Partial<Organization>): Organization {
  return {
    id: 1,
    slug: 'acme',
    name: 'Acme',
    plan: { id: 'free', name: 'Free' },
    opt_in_tags: [],
    billing_partner: null,
    organization_missing_address: false,
    organization_requires_mfa: false,
    restriction_status: null,
    restriction_data: null,
    ...overrides,
  }
}

describe('organization enrichment (SPEC §3)', () => {
  it('is managed by the hosting marketplace when billed through vercel_marketplace', () => {
    expect(enrichOrganization(organization({ billing_partner: 'vercel_marketplace' })).managed_by).toBe(
      'vercel-marketplace'
    )
  })

  it('is managed by the cloud marketplace when billed through aws_marketplace', () => {
    expect(enrichOrganization(organization({ billing_partner: 'aws_marketplace' })).managed_by).toBe('aws-marketplace')
  })

  it('is managed by the product itself otherwise', () => {
    expect(enrichOrganization(organization({ billing_partner: null })).managed_by).toBe('supabase')
    expect(enrichOrganization(organization({})).managed_by).toBe('supabase')
  })

  it('derives partner_id from a slug with the vercel_ prefix, and leaves it absent otherwise', () => {
    expect(enrichOrganization(organization({ slug: 'vercel_icfg_abc' })).partner_id).toBe('icfg_abc')
    expect(enrichOrganization(organization({ slug: 'acme' }))).not.toHaveProperty('partner_id')
  })

  it('treats a non-array answer as no organizations', () => {
    expect(enrichOrganizations({ message: 'oops' })).toEqual([])
    expect(enrichOrganizations(null)).toEqual([])
  })

  it('sorts by name, locale-aware', () => {
    const sorted = enrichOrganizations([
      organization({ id: 1, slug: 'z', name: 'zeta' }),
      organization({ id: 2, slug: 'e', name: 'Émile' }),
      organization({ id: 3, slug: 'a', name: 'alpha' }),
    ])
    expect(sorted.map((entry) => entry.name)).toEqual(['alpha', 'Émile', 'zeta'])
  })
})
