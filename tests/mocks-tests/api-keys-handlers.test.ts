import { describe, expect, it } from 'vitest'

import type { components } from '@/lib/api/platform'
import { PRIMARY_PROJECT_REF } from '@/mock-platform/seed-ids'
import { MOCK_API_ORIGIN, useMockPlatform } from '@/mock-platform/use-mock-platform'

type ApiKey = components['schemas']['ApiKey']

const base = `${MOCK_API_ORIGIN}/v1/projects/${PRIMARY_PROJECT_REF}/api-keys`

async function call<T>(path: string, init: RequestInit & { json?: unknown } = {}) {
  const { json, ...rest } = init
  const response = await fetch(`${base}${path}`, {
    ...rest,
    headers: json === undefined ? undefined : { 'content-type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  })
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T }
}

describe('mock platform: API keys', () => {
  it('lists created keys, masks secrets unless reveal=true, and forgets deleted ones', async () => {
    useMockPlatform()
    const created = await call<ApiKey>('', { method: 'POST', json: { type: 'secret', name: 'backend_server', description: 'The API' } })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ type: 'secret', name: 'backend_server', description: 'The API' })
    expect(created.body.api_key).toMatch(/^sb_secret_.{4}•+$/)

    const listed = await call<ApiKey[]>('')
    expect(listed.body.map((key) => `${key.type}:${key.name}`)).toEqual([
      'legacy:anon',
      'legacy:service_role',
      'publishable:default',
      'secret:default',
      'secret:backend_server',
    ])
    expect(listed.body.find((key) => key.name === 'service_role')?.api_key).toMatch(/•+$/)
    expect(listed.body.find((key) => key.type === 'publishable')?.api_key).toMatch(/^sb_publishable_[A-Za-z0-9_-]{32}$/)

    const masked = await call<ApiKey>(`/${created.body.id}`)
    const revealed = await call<ApiKey>(`/${created.body.id}?reveal=true`)
    expect(masked.body.api_key).toContain('•')
    expect(revealed.body.api_key).toMatch(/^sb_secret_[A-Za-z0-9_-]{32}$/)
    expect(revealed.body.api_key?.slice(0, 14)).toBe(masked.body.api_key?.slice(0, 14))
    expect(revealed.body.prefix).toBe(revealed.body.api_key?.slice(0, 14))

    expect((await call(`/${created.body.id}`, { method: 'DELETE' })).status).toBe(200)
    expect((await call(`/${created.body.id}`)).status).toBe(404)
    expect((await call<ApiKey[]>('')).body.map((key) => key.name)).not.toContain('backend_server')
  })

  it('refuses a taken name with 409 and a name against the documented rules with 400', async () => {
    useMockPlatform()
    const taken = await call<{ message: string }>('', { method: 'POST', json: { type: 'publishable', name: 'default' } })
    expect(taken.status).toBe(409)
    expect(taken.body.message).toMatch(/already exists/)
    for (const name of ['abc', '1abc', 'Has_Upper', 'has space', 'a'.repeat(65)]) {
      expect((await call('', { method: 'POST', json: { type: 'secret', name } })).status).toBe(400)
    }
    expect((await call('', { method: 'POST', json: { type: 'legacy', name: 'valid_name' } })).status).toBe(400)
  })

  it('switches the legacy keys off and on, and never deletes them', async () => {
    useMockPlatform()
    expect((await call<{ enabled: boolean }>('/legacy')).body).toEqual({ enabled: true })
    expect((await call<{ enabled: boolean }>('/legacy?enabled=false', { method: 'PUT' })).body).toEqual({ enabled: false })
    expect((await call<{ enabled: boolean }>('/legacy')).body).toEqual({ enabled: false })
    expect((await call('/legacy?enabled=maybe', { method: 'PUT' })).status).toBe(400)
    expect((await call<{ enabled: boolean }>('/legacy?enabled=true', { method: 'PUT' })).body).toEqual({ enabled: true })
    expect((await call('/service_role', { method: 'DELETE' })).status).toBe(400)
  })
})
