import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { responseSchemas } from '@/lib/api/schemas/response-schemas.generated'
import { gotrueAdminHandlers, MOCK_GATEWAY_PATH } from '@/mock-platform/handlers/gotrue-admin'
import { getMockDatabase } from '@/mock-platform/pg-meta-db'
import { createPlatformState } from '@/mock-platform/platform-state'
import { getProjectAuthState } from '@/mock-platform/project-auth-state'
import { server } from '@/tests/setup/msw-server'

import { callRoute, useServerEnv } from './helpers/routes'
import { makeTempDir } from './helpers/test-databases'

const SERVICE_KEY = 'auth-service-key-for-tests-5f1c'
const ORIGIN = 'http://gateway.test'
const params = { ref: 'default' }

async function loadRoutes() {
  return {
    users: await import('@/app/api/platform/auth/[ref]/users/route'),
    user: await import('@/app/api/platform/auth/[ref]/users/[id]/route'),
    factors: await import('@/app/api/platform/auth/[ref]/users/[id]/factors/route'),
    invite: await import('@/app/api/platform/auth/[ref]/invite/route'),
    recover: await import('@/app/api/platform/auth/[ref]/recover/route'),
    magiclink: await import('@/app/api/platform/auth/[ref]/magiclink/route'),
    otp: await import('@/app/api/platform/auth/[ref]/otp/route'),
    config: await import('@/app/api/platform/auth/[ref]/config/route'),
  }
}

describe('self-hosted auth actions through SUPABASE_URL', () => {
  let dir: ReturnType<typeof makeTempDir>
  beforeAll(() => {
    dir = makeTempDir()
  })
  afterAll(() => dir.remove())

  it('names the variables to set when the admin API is not configured', async () => {
    useServerEnv({ PGLITE_DATA_DIR: `${dir.path}/pglite` })
    const routes = await loadRoutes()
    const response = await callRoute(routes.users.POST, 'POST', '/auth/default/users', { params, body: { email: 'a@example.com', password: 'x' } })
    expect(response.status).toBe(503)
    expect((response.body as { message: string }).message).toMatch(/SUPABASE_URL.*SUPABASE_SERVICE_KEY/)
  })

  it('creates, bans, unbans, mails, removes factors and deletes through the admin API; the service key is in no answer', async () => {
    useServerEnv({ PGLITE_DATA_DIR: `${dir.path}/pglite`, SUPABASE_URL: `${ORIGIN}${MOCK_GATEWAY_PATH}`, SUPABASE_SERVICE_KEY: SERVICE_KEY })
    const state = createPlatformState()
    const seen: string[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.url.startsWith(ORIGIN)) seen.push(`${request.method} ${new URL(request.url).pathname} ${request.headers.get('authorization')}`)
    })
    server.use(...gotrueAdminHandlers({ origin: ORIGIN, state: () => state }))
    const routes = await loadRoutes()
    const answers: unknown[] = []
    const call = async (...args: Parameters<typeof callRoute>) => {
      const response = await callRoute(...args)
      answers.push(response.body, Object.fromEntries(response.headers))
      return response
    }

    const created = await call(routes.users.POST, 'POST', '/auth/default/users', {
      params,
      body: { email: 'new.user@example.com', password: 'correct horse battery staple', email_confirm: true },
    })
    expect(created.status).toBe(200)
    const id = (created.body as { id: string }).id
    expect(created.body).toEqual({ id, email: 'new.user@example.com', phone: null, banned_until: null })

    const duplicate = await call(routes.users.POST, 'POST', '/auth/default/users', { params, body: { email: 'new.user@example.com', password: 'another long one' } })
    expect(duplicate.status).toBe(422)
    expect(duplicate.body).toMatchObject({ message: 'A user with this email address has already been registered' })

    const banned = await call(routes.user.PATCH, 'PATCH', `/auth/default/users/${id}`, { params: { ...params, id }, body: { ban_duration: '24h' } })
    expect((banned.body as { banned_until: string }).banned_until).not.toBeNull()
    const badBan = await call(routes.user.PATCH, 'PATCH', `/auth/default/users/${id}`, { params: { ...params, id }, body: { ban_duration: '-5h' } })
    expect(badBan.status).toBe(400)
    const unbanned = await call(routes.user.PATCH, 'PATCH', `/auth/default/users/${id}`, { params: { ...params, id }, body: { ban_duration: 'none' } })
    expect((unbanned.body as { banned_until: null }).banned_until).toBeNull()

    const db = await getMockDatabase(state)
    await db.query("insert into auth.mfa_factors (id, user_id, factor_type, status, created_at, updated_at) values (gen_random_uuid(), $1, 'totp', 'verified', now(), now())", [id])
    const factors = await call(routes.factors.DELETE, 'DELETE', `/auth/default/users/${id}/factors`, { params: { ...params, id } })
    expect(factors.body).toEqual({ message: '1 factor removed' })
    expect((await db.query('select count(*)::int as n from auth.mfa_factors where user_id = $1', [id])).rows[0].n).toBe(0)

    expect((await call(routes.recover.POST, 'POST', '/auth/default/recover', { params, body: { email: 'new.user@example.com' } })).status).toBe(200)
    expect((await call(routes.magiclink.POST, 'POST', '/auth/default/magiclink', { params, body: { email: 'new.user@example.com' } })).status).toBe(200)
    expect((await call(routes.otp.POST, 'POST', '/auth/default/otp', { params, body: { email: 'new.user@example.com' } })).status).toBe(200)
    expect((await call(routes.invite.POST, 'POST', '/auth/default/invite', { params, body: { email: 'invited@example.com' } })).status).toBe(200)
    expect(getProjectAuthState(state).sent.map((message) => `${message.kind} ${message.to}`)).toEqual([
      'recovery new.user@example.com',
      'magiclink new.user@example.com',
      'otp new.user@example.com',
      'invite invited@example.com',
    ])

    const settings = await call(routes.config.GET, 'GET', '/auth/default/config', { params })
    expect(settings.body).toMatchObject({ EXTERNAL_EMAIL_ENABLED: true, EXTERNAL_GITHUB_ENABLED: false, DISABLE_SIGNUP: false })
    expect(responseSchemas['GET /platform/auth/{ref}/config'].safeParse(settings.body).success).toBe(true)

    const deleted = await call(routes.user.DELETE, 'DELETE', `/auth/default/users/${id}`, { params: { ...params, id } })
    expect(deleted.status).toBe(200)
    expect((await db.query('select count(*)::int as n from auth.users where id = $1', [id])).rows[0].n).toBe(0)

    // The admin calls carried the key to the auth server; no answer carried it back.
    expect(seen.some((line) => line.startsWith('POST /gateway/auth/v1/admin/users ') && line.endsWith(`Bearer ${SERVICE_KEY}`))).toBe(true)
    expect(JSON.stringify(answers)).not.toContain(SERVICE_KEY)
    server.events.removeAllListeners()
  }, 60_000)
})
