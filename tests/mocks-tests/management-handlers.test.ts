import { describe, expect, it } from 'vitest'

import type { components } from '@/lib/api/platform'
import {
  AWS_ORG_SLUG,
  MOCK_USER_ID,
  OTHER_ORG_SLUG,
  PRIMARY_ORG_SLUG,
  PRIMARY_PROJECT_REF,
  STAGING_PROJECT_REF,
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

const statusOf = async (ref: string) => (await api<Schemas['Project']>(`/projects/${ref}`)).body.status

describe('mock platform: project management', () => {
  it('restores through RESTORING and COMING_UP, one step per detail read', async () => {
    useMockPlatform()
    await api(`/projects/${PRIMARY_PROJECT_REF}/pause`, { method: 'POST' })
    expect(await statusOf(PRIMARY_PROJECT_REF)).toBe('PAUSING')
    expect(await statusOf(PRIMARY_PROJECT_REF)).toBe('INACTIVE')
    await api(`/projects/${PRIMARY_PROJECT_REF}/restore`, { method: 'POST', json: {} })
    expect([await statusOf(PRIMARY_PROJECT_REF), await statusOf(PRIMARY_PROJECT_REF), await statusOf(PRIMARY_PROJECT_REF)]).toEqual([
      'RESTORING',
      'COMING_UP',
      'ACTIVE_HEALTHY',
    ])
  })

  it('resizes compute (RESIZING, then healthy at the new size) and refuses unknown sizes', async () => {
    const state = useMockPlatform()
    expect((await api(`/projects/${STAGING_PROJECT_REF}/billing/addons`, { method: 'POST', json: { addon_type: 'compute_instance', addon_variant: 'ci_huge' } })).response.status).toBe(400)
    await api(`/projects/${STAGING_PROJECT_REF}/billing/addons`, { method: 'POST', json: { addon_type: 'compute_instance', addon_variant: 'ci_large' } })
    expect(await statusOf(STAGING_PROJECT_REF)).toBe('RESIZING')
    expect(await statusOf(STAGING_PROJECT_REF)).toBe('ACTIVE_HEALTHY')
    const addons = await api<Schemas['ProjectAddonsResponse']>(`/projects/${STAGING_PROJECT_REF}/billing/addons`)
    expect(addons.body.selected_addons[0].variant.identifier).toBe('ci_large')
    expect(state.projects.find((project) => project.ref === STAGING_PROJECT_REF)?.infra_compute_size).toBe('large')
  })

  it('renames, refuses a short database password, and hides keys of a paused project', async () => {
    useMockPlatform()
    expect((await api(`/projects/${PRIMARY_PROJECT_REF}`, { method: 'PATCH', json: { name: '  ' } })).response.status).toBe(400)
    expect((await api<Schemas['ProjectRefResponse']>(`/projects/${PRIMARY_PROJECT_REF}`, { method: 'PATCH', json: { name: 'New' } })).body.name).toBe('New')
    expect((await api(`/projects/${PRIMARY_PROJECT_REF}/db-password`, { method: 'PATCH', json: { password: 'short' } })).response.status).toBe(400)
    const settings = await api<Schemas['ProjectSettings']>(`/projects/acmepausedabcdefghij/settings`)
    expect(settings.body.service_api_keys).toEqual([])
  })
})

describe('mock platform: members', () => {
  it('keeps the last owner: no removal, no demotion', async () => {
    useMockPlatform()
    const removed = await api(`/organizations/${PRIMARY_ORG_SLUG}/members/${MOCK_USER_ID}`, { method: 'DELETE' })
    expect(removed.response.status).toBe(400)
    await api(`/organizations/${PRIMARY_ORG_SLUG}/members/${MOCK_USER_ID}/roles/12`, { method: 'PUT' })
    const demoted = await api<{ message: string }>(`/organizations/${PRIMARY_ORG_SLUG}/members/${MOCK_USER_ID}/roles/11`, { method: 'DELETE' })
    expect(demoted.response.status).toBe(400)
    expect(demoted.body.message).toBe('The last owner of an organization cannot be demoted')
  })

  it('refuses changes without the permission, and duplicate invitations', async () => {
    useMockPlatform()
    const forbidden = await api(`/organizations/${AWS_ORG_SLUG}/members/invitations`, { method: 'POST', json: { email: 'a@b.test', role_id: 41 } })
    expect(forbidden.response.status).toBe(403)
    // beta-labs grants write:Create and write:Update but not write:Delete.
    expect((await api(`/organizations/${OTHER_ORG_SLUG}/members/invitations`, { method: 'POST', json: { email: 'x@y.test', role_id: 33 } })).response.status).toBe(201)
    expect((await api(`/organizations/${OTHER_ORG_SLUG}/members/invitations`, { method: 'POST', json: { email: 'X@y.test', role_id: 33 } })).response.status).toBe(409)
    const listed = await api<Schemas['OrganizationInvitationsResponse']>(`/organizations/${OTHER_ORG_SLUG}/members/invitations`)
    const invitation = listed.body.invitations.find((candidate) => candidate.invited_email === 'x@y.test')
    expect(invitation?.role_id).toBe(33)
    expect((await api(`/organizations/${OTHER_ORG_SLUG}/members/invitations/${invitation?.id}`, { method: 'DELETE' })).response.status).toBe(403)
  })
})
