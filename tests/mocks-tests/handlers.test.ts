import { describe, expect, it } from 'vitest'

import type { components } from '@/lib/api/platform'
import {
  INVITATION_TOKEN,
  OTHER_ORG_SLUG,
  PAUSED_PROJECT_REF,
  PRIMARY_ORG_SLUG,
  PRIMARY_PROJECT_REF,
} from '@/mock-platform/seed-ids'
import { MOCK_PLATFORM_API_URL, useMockPlatform } from '@/mock-platform/use-mock-platform'

type Schemas = components['schemas']

async function api<T = unknown>(path: string, init: RequestInit & { json?: unknown } = {}) {
  const { json, ...rest } = init
  const response = await fetch(`${MOCK_PLATFORM_API_URL}${path}`, {
    ...rest,
    headers: json === undefined ? rest.headers : { 'content-type': 'application/json', ...rest.headers },
    body: json === undefined ? rest.body : JSON.stringify(json),
  })
  const text = await response.text()
  return { response, body: (text ? JSON.parse(text) : undefined) as T }
}

describe('mock platform handlers', () => {
  it('pages, searches, filters and sorts an organization’s projects', async () => {
    useMockPlatform()
    const page = await api<Schemas['OrganizationProjectsResponse']>(`/organizations/${PRIMARY_ORG_SLUG}/projects?limit=2&offset=1`)
    expect(page.body.pagination).toEqual({ count: 5, limit: 2, offset: 1 })
    expect(page.body.projects.map((project) => project.name)).toEqual(['Acme OrioleDB', 'Acme Production'])

    const search = await api<Schemas['OrganizationProjectsResponse']>(`/organizations/${PRIMARY_ORG_SLUG}/projects?search=oriole`)
    expect(search.body.projects.map((project) => project.dbVersion)).toEqual(['supabase-postgres-17.0.1.095-orioledb'])

    const paused = await api<Schemas['OrganizationProjectsResponse']>(
      `/organizations/${PRIMARY_ORG_SLUG}/projects?statuses=INACTIVE,PAUSING&sort=name_desc`
    )
    expect(paused.body.projects.map((project) => project.ref)).toEqual([PAUSED_PROJECT_REF])
    expect((await api(`/organizations/unknown-org/projects`)).response.status).toBe(404)
  })

  it('creates a project that comes up after a few detail reads, and deletes it', async () => {
    const state = useMockPlatform()
    const created = await api<Schemas['Project']>('/projects', {
      method: 'POST',
      json: { name: 'New app', organization_slug: OTHER_ORG_SLUG, db_pass: 'a-long-password', db_region: 'eu-west-1' },
    })
    expect(created.response.status).toBe(201)
    expect(created.body).toMatchObject({ name: 'New app', status: 'COMING_UP', region: 'eu-west-1' })
    expect(created.body.ref).toMatch(/^[a-z]{20}$/)

    const statuses: string[] = []
    for (let read = 0; read < 4; read += 1) {
      statuses.push((await api<Schemas['Project']>(`/projects/${created.body.ref}`)).body.status)
    }
    expect(statuses).toEqual(['COMING_UP', 'COMING_UP', 'COMING_UP', 'ACTIVE_HEALTHY'])

    const refused = await api('/projects', {
      method: 'POST',
      json: { name: 'x', organization_slug: OTHER_ORG_SLUG, db_pass: 'short', db_region: 'eu-west-1' },
    })
    expect(refused.response.status).toBe(400)

    expect((await api(`/projects/${created.body.ref}`, { method: 'DELETE' })).response.status).toBe(200)
    expect(state.projects.some((project) => project.ref === created.body.ref)).toBe(false)
    expect((await api(`/projects/${created.body.ref}`)).response.status).toBe(404)
  })

  it('pauses a project (PAUSING, then INACTIVE) and restores it', async () => {
    useMockPlatform()
    await api(`/projects/${PRIMARY_PROJECT_REF}/pause`, { method: 'POST' })
    expect((await api<Schemas['Project']>(`/projects/${PRIMARY_PROJECT_REF}`)).body.status).toBe('PAUSING')
    expect((await api<Schemas['Project']>(`/projects/${PRIMARY_PROJECT_REF}`)).body.status).toBe('INACTIVE')
    const pauseStatus = await api<Schemas['ProjectPauseStatus']>(`/projects/${PRIMARY_PROJECT_REF}/pause/status`)
    expect(pauseStatus.body.can_restore).toBe(true)

    expect((await api(`/projects/${PRIMARY_PROJECT_REF}/restore`, { method: 'POST', json: {} })).response.status).toBe(200)
    expect((await api<Schemas['ProjectStatusResponse']>(`/projects/${PRIMARY_PROJECT_REF}/status`)).body.status).toBe(
      'RESTORING'
    )
  })

  it('saves, lists and deletes SQL snippets', async () => {
    useMockPlatform()
    const id = 'b0000000-0000-4000-8000-000000000001'
    const saved = await api<Schemas['Snippet']>(`/projects/${PRIMARY_PROJECT_REF}/content`, {
      method: 'PUT',
      json: {
        id,
        name: 'Count todos',
        type: 'sql',
        visibility: 'user',
        favorite: false,
        content: { sql: 'select count(*) from todos', schema_version: '1.0' },
      },
    })
    expect(saved.body).toMatchObject({ id, name: 'Count todos', owner_id: 1 })
    const listed = await api<Schemas['SnippetList']>(`/projects/${PRIMARY_PROJECT_REF}/content?type=sql`)
    expect(listed.body.data.map((snippet) => snippet.name)).toEqual(['Active users', 'Table sizes', 'Count todos'])

    const deleted = await api(`/projects/${PRIMARY_PROJECT_REF}/content?ids=${id}`, { method: 'DELETE' })
    expect(deleted.body).toEqual([{ id }])
    expect((await api<Schemas['SnippetList']>(`/projects/${PRIMARY_PROJECT_REF}/content`)).body.data).toHaveLength(2)
  })

  it('lists invoices by page with x-total-count, counts them with HEAD and finds one by id', async () => {
    useMockPlatform()
    const page = await api<Schemas['Invoice'][]>(`/stripe/invoices?slug=${PRIMARY_ORG_SLUG}&offset=2&limit=3`)
    expect(page.body.map((invoice) => invoice.id)).toEqual(['in_acme-corp_4', 'in_acme-corp_3', 'in_acme-corp_2'])
    expect(page.response.headers.get('x-total-count')).toBe('6')
    const head = await fetch(`${MOCK_PLATFORM_API_URL}/stripe/invoices?slug=${OTHER_ORG_SLUG}`, { method: 'HEAD' })
    expect(head.headers.get('x-total-count')).toBe('0')
    expect((await api<Schemas['Invoice']>('/stripe/invoices/in_acme-corp_6')).body.amount_due).toBe(2500)
  })

  it('previews a plan change and the upcoming invoice from the organization’s projects', async () => {
    useMockPlatform()
    const preview = await api<Schemas['SubscriptionPreview']>(`/organizations/${PRIMARY_ORG_SLUG}/billing/subscription/preview`, {
      method: 'POST',
      json: { tier: 'tier_team' },
    })
    expect(preview.body.number_of_projects).toBe(4)
    expect(preview.body.breakdown[0]).toMatchObject({ description: 'Team Plan', total_price: 599 })
    const upcoming = await api<Schemas['UpcomingInvoice']>(`/organizations/${PRIMARY_ORG_SLUG}/billing/invoices/upcoming`)
    expect(upcoming.body.amount_total).toBe(25 + 40 + 15)
  })

  it('filters audit logs by the requested window and requires it', async () => {
    const now = new Date('2025-06-10T12:00:00.000Z')
    useMockPlatform('default', { now })
    const since = new Date(now.getTime() - 24 * 3_600_000).toISOString()
    const window = await api<Schemas['AuditLogsResponse']>(
      `/organizations/${PRIMARY_ORG_SLUG}/audit?iso_timestamp_start=${since}&iso_timestamp_end=${now.toISOString()}`
    )
    expect(window.body.result.map((entry) => entry.action.name)).toEqual(['project.pause', 'organization.members.invite'])
    expect(window.body.retention_period).toBe(7)
    expect((await api(`/organizations/${PRIMARY_ORG_SLUG}/audit`)).response.status).toBe(400)
  })

  it('validates and accepts an invitation, adding the user to the members', async () => {
    const state = useMockPlatform()
    state.members[OTHER_ORG_SLUG] = state.members[OTHER_ORG_SLUG].filter((member) => member.username !== 'testuser')
    const validation = await api<Schemas['InvitationTokenValidation']>(
      `/organizations/${OTHER_ORG_SLUG}/members/invitations/${INVITATION_TOKEN}`
    )
    expect(validation.body).toMatchObject({ token_does_not_exist: false, expired_token: false, email_match: true })
    const accepted = await api(`/organizations/${OTHER_ORG_SLUG}/members/invitations/${INVITATION_TOKEN}`, { method: 'POST' })
    expect(accepted.response.status).toBe(201)
    expect(state.members[OTHER_ORG_SLUG].map((member) => member.username)).toContain('testuser')
  })

  it('queries log rows by source, window and limit, and reports unknown sources', async () => {
    const now = new Date('2025-06-10T12:00:00.000Z')
    useMockPlatform('default', { now })
    const start = new Date(now.getTime() - 30 * 60_000).toISOString()
    const logs = await api<Schemas['LogsResponse']>(
      `/projects/${PRIMARY_PROJECT_REF}/analytics/endpoints/logs.all?sql=${encodeURIComponent('select * from edge_logs limit 5')}` +
        `&iso_timestamp_start=${start}&iso_timestamp_end=${now.toISOString()}`
    )
    expect(logs.body.result).toHaveLength(5)
    expect(logs.body.result[0]).toMatchObject({ id: `${PRIMARY_PROJECT_REF}-edge-0` })
    const unknown = await api<Schemas['LogsResponse']>(
      `/projects/${PRIMARY_PROJECT_REF}/analytics/endpoints/logs.all?sql=${encodeURIComponent('select * from nope_logs')}`
    )
    expect(unknown.body).toEqual({ result: [], error: { message: 'Table nope_logs not found' } })
  })

  it('echoes X-Request-Id, records telemetry events and consent, and scores passwords', async () => {
    const state = useMockPlatform()
    const event = await api('/telemetry/event', {
      method: 'POST',
      headers: { 'X-Request-Id': 'abc-123' },
      json: { action: 'feature_preview_enabled', page_url: 'http://localhost/dashboard', pathname: '/org/acme-corp' },
    })
    expect(event.response.status).toBe(201)
    expect(event.response.headers.get('x-request-id')).toBe('abc-123')
    expect(state.telemetryEvents.map((entry) => entry.action)).toEqual(['feature_preview_enabled'])
    const consent = await api('/telemetry/consent', {
      method: 'POST',
      json: { services: [{ serviceId: 'analytics', status: false }, { serviceId: 'essential', status: true }] },
    })
    expect(consent.response.status).toBe(201)
    expect(state.consent).toEqual({ analytics: false, essential: true })

    const weak = await api<Schemas['PasswordCheckResponse']>('/profile/password-check', { method: 'POST', json: { password: 'password' } })
    const strong = await api<Schemas['PasswordCheckResponse']>('/profile/password-check', {
      method: 'POST',
      json: { password: 'correct-Horse-battery-staple-93!' },
    })
    expect(weak.body.result.score).toBe(0)
    expect(strong.body.result.score).toBe(4)
  })
})
