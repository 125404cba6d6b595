import { describe, expect, it } from 'vitest'

import { PROFILE_AUDIT_RETENTION_DAYS } from '@/mock-platform/handlers/account'
import { MOCK_PLATFORM_API_URL, useMockPlatform } from '@/mock-platform/use-mock-platform'

async function api(path: string, init: RequestInit = {}) {
  return fetch(`${MOCK_PLATFORM_API_URL}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: 'Bearer test', ...init.headers },
  })
}

describe('mock platform account endpoints', () => {
  it('access tokens: the secret is returned on creation only, and a deleted token is gone', async () => {
    useMockPlatform()
    const listed = (await (await api('/profile/access-tokens')).json()) as Record<string, unknown>[]
    expect(listed).toHaveLength(1)
    expect(listed[0]).not.toHaveProperty('token')

    const created = await api('/profile/access-tokens', { method: 'POST', body: JSON.stringify({ name: 'CI' }) })
    expect(created.status).toBe(201)
    const token = (await created.json()) as { id: number; token: string; token_alias: string }
    expect(token.token).toMatch(/^sbp_[0-9a-f]{40}$/)
    expect(token.token_alias.startsWith(token.token.slice(0, 8))).toBe(true)
    const after = (await (await api('/profile/access-tokens')).json()) as Record<string, unknown>[]
    expect(after.map((entry) => entry.name)).toEqual(['Laptop CLI', 'CI'])
    expect(after.some((entry) => 'token' in entry)).toBe(false)

    expect((await api('/profile/access-tokens', { method: 'POST', body: JSON.stringify({ name: ' ' }) })).status).toBe(400)
    expect((await api(`/profile/access-tokens/${token.id}`, { method: 'DELETE' })).status).toBe(200)
    expect((await api(`/profile/access-tokens/${token.id}`, { method: 'DELETE' })).status).toBe(404)
  })

  it('PATCH /profile changes names and username, refusing a malformed username', async () => {
    const state = useMockPlatform()
    const response = await api('/profile', { method: 'PATCH', body: JSON.stringify({ first_name: 'Ada', username: 'ada_l' }) })
    expect(response.status).toBe(200)
    expect(state.profile).toMatchObject({ first_name: 'Ada', last_name: 'User', username: 'ada_l' })
    expect((await api('/profile', { method: 'PATCH', body: JSON.stringify({ username: 'no spaces' }) })).status).toBe(400)
  })

  it('the account audit log has the user\'s own entries in the window, newest first, including account changes', async () => {
    useMockPlatform()
    await api('/profile/access-tokens', { method: 'POST', body: JSON.stringify({ name: 'CI' }) })
    const now = Date.now()
    const query = new URLSearchParams({
      iso_timestamp_start: new Date(now - 86_400_000).toISOString(),
      iso_timestamp_end: new Date(now + 60_000).toISOString(),
    })
    const body = (await (await api(`/profile/audit?${query.toString()}`)).json()) as {
      result: { occurred_at: string; action: { name: string }; actor: { type: string } }[]
      retention_period: number
    }
    expect(body.retention_period).toBe(PROFILE_AUDIT_RETENTION_DAYS)
    expect(body.result[0].action.name).toBe('access_tokens.create')
    expect(body.result.every((entry) => entry.actor.type === 'user')).toBe(true)
    const times = body.result.map((entry) => Date.parse(entry.occurred_at))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect((await api('/profile/audit')).status).toBe(400)
  })
})
