import { describe, expect, it } from 'vitest'

import type { components } from '@/lib/api/platform'
import { SCENARIO_NAMES } from '@/mock-platform/scenarios'
import {
  COMING_UP_PROJECT_REF,
  COMING_UP_READS_BEFORE_HEALTHY,
  GRACE_PERIOD_END,
  OTHER_ORG_ID,
  PRIMARY_ORG_ID,
  PRIMARY_ORG_SLUG,
  PROFILE_NOT_FOUND_MESSAGE,
  VERCEL_ORG_SLUG,
} from '@/mock-platform/seed-ids'
import { MOCK_PLATFORM_API_URL, useMockPlatform } from '@/mock-platform/use-mock-platform'

type Organization = components['schemas']['Organization']
type Permission = components['schemas']['Permission']
type OverdueInvoice = components['schemas']['OverdueInvoice']

async function api(path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers)
  if (path === '/profile') headers.set('Version', '2')
  return fetch(`${MOCK_PLATFORM_API_URL}${path}`, { ...init, headers })
}

async function json<T>(path: string): Promise<T> {
  return (await (await api(path)).json()) as T
}

async function primaryOrganization() {
  const organizations = await json<Organization[]>('/organizations')
  return organizations.find((organization) => organization.slug === PRIMARY_ORG_SLUG)
}

describe('mock platform scenarios', () => {
  it('default: four organizations with varied fields, no warnings, full access in the current one', async () => {
    useMockPlatform('default')
    const organizations = await json<Organization[]>('/organizations')
    expect(organizations.map((organization) => organization.slug)).toEqual([
      'acme-corp',
      'vercel_abc',
      'beta-labs',
      'cloud-market',
    ])
    expect(organizations.find((organization) => organization.slug === VERCEL_ORG_SLUG)?.billing_partner).toBe(
      'vercel_marketplace'
    )
    expect(organizations.some((organization) => organization.restriction_status)).toBe(false)
    // The platform's OverdueInvoiceCount: every organization of the user's, each owing nothing.
    expect((await json<OverdueInvoice[]>('/stripe/invoices/overdue')).every((entry) => entry.overdue_invoice_count === 0)).toBe(true)
    const permissions = await json<Permission[]>('/profile/permissions')
    expect(permissions.find((permission) => permission.organization_slug === PRIMARY_ORG_SLUG)?.actions).toEqual(['%'])
  })

  it.each([
    ['grace-period', 'grace_period', { grace_period_end: GRACE_PERIOD_END }],
    ['grace-period-over', 'grace_period_over', { grace_period_end: GRACE_PERIOD_END }],
    ['restricted', 'restricted', null],
  ] as const)('%s: the current organization reports restriction_status %s', async (scenario, status, data) => {
    useMockPlatform(scenario)
    const organization = await primaryOrganization()
    expect(organization?.restriction_status).toBe(status)
    expect(organization?.restriction_data).toEqual(data)
  })

  it('missing-address: the current organization lacks an address, billing partner and customer address', async () => {
    useMockPlatform('missing-address')
    const organization = await primaryOrganization()
    expect(organization).toMatchObject({ organization_missing_address: true, billing_partner: null })
    expect(await json(`/organizations/${PRIMARY_ORG_SLUG}/customer`)).toMatchObject({ address: null })
  })

  it('overdue-invoices: an overdue invoice of the current organization, also open in its invoice list', async () => {
    useMockPlatform('overdue-invoices')
    const owing = (await json<OverdueInvoice[]>('/stripe/invoices/overdue')).filter((entry) => entry.overdue_invoice_count)
    expect(owing).toEqual([{ organization_id: PRIMARY_ORG_ID, overdue_invoice_count: 1 }])
    const invoices = await json<{ status: string }[]>(`/stripe/invoices?slug=${PRIMARY_ORG_SLUG}`)
    expect(invoices[0].status).toBe('open')
  })

  it('overdue-other-org: the overdue invoice belongs to another organization', async () => {
    useMockPlatform('overdue-other-org')
    const owing = (await json<OverdueInvoice[]>('/stripe/invoices/overdue')).filter((entry) => entry.overdue_invoice_count)
    expect(owing).toEqual([{ organization_id: OTHER_ORG_ID, overdue_invoice_count: 1 }])
  })

  it("profile-missing: 404 User's profile not found until POST creates the profile", async () => {
    const state = useMockPlatform('profile-missing')
    const missing = await api('/profile')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ message: PROFILE_NOT_FOUND_MESSAGE })

    const created = await api('/profile', { method: 'POST' })
    expect(created.status).toBe(201)
    expect(await created.json()).toMatchObject({ username: 'testuser' })

    expect((await api('/profile')).status).toBe(200)
    expect((await api('/profile', { method: 'POST' })).status).toBe(409)
    expect(state.profile?.primary_email).toBe('test@example.com')
  })

  it('profile-exists: GET says not found, but POST answers 409 and the profile then loads', async () => {
    useMockPlatform('profile-exists')
    expect((await api('/profile')).status).toBe(404)
    const conflict = await api('/profile', { method: 'POST' })
    expect(conflict.status).toBe(409)
    expect(await conflict.json()).toEqual({ message: 'Profile already exists' })
    expect((await api('/profile')).status).toBe(200)
  })

  it('unauthorized: the profile answers 401', async () => {
    useMockPlatform('unauthorized')
    const response = await api('/profile')
    expect(response.status).toBe(401)
  })

  it('a profile read without the Version: 2 header is refused, as the contract requires it', async () => {
    useMockPlatform('default')
    const response = await fetch(`${MOCK_PLATFORM_API_URL}/profile`)
    expect(response.status).toBe(400)
  })

  it('mfa-required: the current organization requires MFA and the user has no factor yet', async () => {
    const state = useMockPlatform('mfa-required')
    expect((await primaryOrganization())?.organization_requires_mfa).toBe(true)
    expect(await json(`/organizations/${PRIMARY_ORG_SLUG}/members/mfa/enforcement`)).toEqual({ enforced: true })
    expect(state.gotrue.users[0].factors).toEqual([])
  })

  it('mfa-enrolled: the user has one verified TOTP factor', () => {
    const state = useMockPlatform('mfa-enrolled')
    expect(state.gotrue.users[0].factors.map((factor) => factor.status)).toEqual(['verified'])
  })

  it('no-billing-permission: warnings exist, but the user holds no billing action in that organization', async () => {
    useMockPlatform('no-billing-permission')
    expect((await primaryOrganization())?.restriction_status).toBe('grace_period')
    const owing = (await json<OverdueInvoice[]>('/stripe/invoices/overdue')).filter((entry) => entry.overdue_invoice_count)
    expect(owing).toHaveLength(1)
    const permissions = await json<Permission[]>('/profile/permissions')
    const actions = permissions.find((permission) => permission.organization_slug === PRIMARY_ORG_SLUG)?.actions ?? []
    expect(actions.some((action) => action === '%' || action.startsWith('billing:'))).toBe(false)
  })

  it(`project-coming-up: COMING_UP for ${COMING_UP_READS_BEFORE_HEALTHY} detail reads, then ACTIVE_HEALTHY`, async () => {
    useMockPlatform('project-coming-up')
    const statuses: string[] = []
    for (let read = 0; read <= COMING_UP_READS_BEFORE_HEALTHY; read += 1) {
      const project = await json<{ status: string; connectionString: string | null }>(`/projects/${COMING_UP_PROJECT_REF}`)
      statuses.push(project.status)
      if (project.status === 'COMING_UP') expect(project.connectionString).toBeNull()
      else expect(project.connectionString).toBeTruthy()
    }
    expect(statuses).toEqual([...Array(COMING_UP_READS_BEFORE_HEALTHY).fill('COMING_UP'), 'ACTIVE_HEALTHY'])
  })

  it('flags-on: every remote flag is on (and all are off by default)', async () => {
    useMockPlatform('default')
    const off = await json<Record<string, unknown>>('/telemetry/feature-flags')
    expect(Object.values(off).every((value) => value === false)).toBe(true)

    useMockPlatform('flags-on')
    expect(await json('/telemetry/feature-flags')).toEqual({
      ongoingIncident: true,
      showNoticeBanner: true,
      clockSkewBanner: true,
      gitlessBranching: true,
      advisorRules: true,
      unifiedLogs: true,
      storageAnalyticsVector: true,
    })
  })

  it.each(SCENARIO_NAMES.filter((name) => name !== 'chaos'))('%s builds a platform whose organizations load', async (scenario) => {
    useMockPlatform(scenario)
    expect((await api('/organizations')).status).toBe(200)
  })
})
