import { describe, expect, it } from 'vitest'

import {
  getOrganizationBanners,
  type BannerOrganization,
  type OrganizationBannerInput,
} from '@/lib/banners/organization-banners'
import type { PermissionEntry } from '@/lib/permissions/has-permission'

const acme: BannerOrganization = { id: 1, slug: 'acme-corp', billing_partner: null }
const beta: BannerOrganization = { id: 2, slug: 'beta-labs', billing_partner: null }
const gamma: BannerOrganization = { id: 3, slug: 'gamma', billing_partner: null }

const grant = (slug: string, actions: string[], restrictive = false): PermissionEntry => ({
  organization_slug: slug,
  actions,
  resources: ['%'],
  restrictive,
})
const BILLING = [grant('acme-corp', ['billing:all'])]

function banners(organization: BannerOrganization, overrides: Partial<OrganizationBannerInput> = {}) {
  return getOrganizationBanners({
    organization,
    organizations: [acme, beta, gamma, organization],
    overdueInvoices: [],
    permissions: BILLING,
    ...overrides,
  })
}

describe('organization banners (SPEC §4 table)', () => {
  it('grace_period: warning with the end date as "DD MMM, YYYY"', () => {
    const organization = {
      ...acme,
      restriction_status: 'grace_period' as const,
      restriction_data: { grace_period_end: '2025-07-15T00:00:00.000Z' },
    }
    expect(banners(organization)).toEqual([
      {
        type: 'warning',
        title: 'Organization plan has exceeded its quota',
        message: 'You are given a grace period until 15 Jul, 2025',
        link: '/org/acme-corp/billing',
      },
    ])
  })

  it('grace_period_over: warning', () => {
    expect(banners({ ...acme, restriction_status: 'grace_period_over' })).toEqual([
      {
        type: 'warning',
        title: 'Grace period is over',
        message: 'Your Projects will not be able to serve requests when you used up your quota.',
        link: '/org/acme-corp/billing',
      },
    ])
  })

  it('restricted: danger', () => {
    expect(banners({ ...acme, restriction_status: 'restricted' })).toEqual([
      {
        type: 'danger',
        title: 'Services Restricted',
        message: 'Your Projects are unable to serve any requests as your Organization plan has used up its quota.',
        link: '/org/acme-corp/billing',
      },
    ])
  })

  it('missing address without a billing partner: danger, linking to the address section', () => {
    expect(banners({ ...acme, organization_missing_address: true })).toEqual([
      {
        type: 'danger',
        title: 'Missing Billing Information',
        message:
          'Please add a billing address to avoid restrictions. If you are a registered business, please add a tax ID too.',
        link: '/org/acme-corp/billing#address',
      },
    ])
  })

  it('missing address is not flagged for marketplace-billed organizations', () => {
    expect(banners({ ...acme, organization_missing_address: true, billing_partner: 'vercel_marketplace' })).toEqual([])
    expect(banners({ ...acme, organization_missing_address: true, billing_partner: 'aws_marketplace' })).toEqual([])
  })

  it('overdue invoices in the current organization: danger, linking to its invoices', () => {
    expect(banners(acme, { overdueInvoices: [{ organization_id: 1 }] })).toEqual([
      {
        type: 'danger',
        title: 'Outstanding Invoices',
        message: 'Please pay invoices to avoid service disruption.',
        link: '/org/acme-corp/billing#invoices',
      },
    ])
  })

  it('overdue invoices in another organization link to the first such organization', () => {
    expect(banners(acme, { overdueInvoices: [{ organization_id: 3 }, { organization_id: 2 }] })).toEqual([
      {
        type: 'danger',
        title: 'Outstanding Invoices in other Organization',
        message: 'Please pay invoices for other Organization to avoid service disruption.',
        link: '/org/gamma/billing#invoices',
      },
    ])
  })

  it('ignores overdue invoices of organizations the user does not belong to', () => {
    expect(banners(acme, { overdueInvoices: [{ organization_id: 99 }] })).toEqual([])
  })

  it('shows every applicable row in the table order', () => {
    const organization = {
      ...acme,
      restriction_status: 'restricted' as const,
      organization_missing_address: true,
    }
    const result = banners(organization, { overdueInvoices: [{ organization_id: 2 }, { organization_id: 1 }] })
    expect(result.map((banner) => banner.title)).toEqual([
      'Services Restricted',
      'Missing Billing Information',
      'Outstanding Invoices',
      'Outstanding Invoices in other Organization',
    ])
    expect(result.at(-1)?.link).toBe('/org/beta-labs/billing#invoices')
  })

  it('a healthy organization has no banners', () => {
    expect(banners(acme)).toEqual([])
  })

  it('no current organization: no banners', () => {
    expect(banners(undefined as unknown as BannerOrganization, { overdueInvoices: [{ organization_id: 2 }] })).toEqual([])
  })

  describe('only holders of "billing:all" see them', () => {
    const troubled = {
      ...acme,
      restriction_status: 'grace_period_over' as const,
      organization_missing_address: true,
    }
    const overdueInvoices = [{ organization_id: 1 }, { organization_id: 2 }]

    it.each([
      ['no permissions loaded', undefined],
      ['read and write only', [grant('acme-corp', ['read:Read', 'write:Create', 'write:Update'])]],
      ['billing:all in another organization', [grant('beta-labs', ['billing:all'])]],
      ['billing:all taken away by a restrictive entry', [grant('acme-corp', ['%']), grant('acme-corp', ['billing:all'], true)]],
    ])('%s: none', (_name, permissions) => {
      expect(banners(troubled, { overdueInvoices, permissions })).toEqual([])
    })

    it.each([
      ['billing:all', ['billing:all']],
      ['the "%" wildcard', ['%']],
      ['billing:%', ['billing:%']],
    ])('%s: all of them', (_name, actions) => {
      expect(banners(troubled, { overdueInvoices, permissions: [grant('acme-corp', actions)] })).toHaveLength(4)
    })
  })
})
