import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { verifyHs256 } from '@/mock-platform/realtime/hs256'
import { callRoute, useServerEnv } from '@/tests/server/helpers/routes'
import { makeTempDir } from '@/tests/server/helpers/test-databases'

const JWT_SECRET = 'a-jwt-secret-for-the-realtime-route-tests'
const params = { ref: 'default' }

async function temporaryKeyRoute() {
  return (await import('@/app/api/platform/projects/[ref]/api-keys/temporary/route')).POST
}

function tokenPath(claims: unknown, seconds = 600) {
  return `/projects/default/api-keys/temporary?authorization_exp=${seconds}&claims=${encodeURIComponent(JSON.stringify(claims))}`
}

describe('self-hosted realtime token signing (POST /api/platform/projects/{ref}/api-keys/temporary)', () => {
  let dir: ReturnType<typeof makeTempDir>
  beforeAll(() => {
    dir = makeTempDir()
  })
  afterAll(() => dir.remove())

  it('signs an authenticated token for the user with SUPABASE_JWT_SECRET, living at most ten minutes', async () => {
    useServerEnv({ PGLITE_DATA_DIR: `${dir.path}/pglite`, SUPABASE_JWT_SECRET: JWT_SECRET })
    const route = await temporaryKeyRoute()
    const response = await callRoute(route, 'POST', tokenPath({ role: 'authenticated', sub: 'user-42' }, 3600), { params })
    expect(response.status).toBe(201)
    const token = (response.body as { api_key: string }).api_key
    const verified = await verifyHs256(token, JWT_SECRET)
    expect(verified.ok).toBe(true)
    if (!verified.ok) return
    expect(verified.claims).toMatchObject({ role: 'authenticated', sub: 'user-42' })
    expect(Number(verified.claims.exp) - Number(verified.claims.iat)).toBe(600)
    expect(token).not.toContain(JWT_SECRET)
    expect((await verifyHs256(token, 'another-secret')).ok).toBe(false)
  })

  it('says which variable to set when SUPABASE_JWT_SECRET is missing', async () => {
    useServerEnv({ PGLITE_DATA_DIR: `${dir.path}/pglite` })
    const route = await temporaryKeyRoute()
    const response = await callRoute(route, 'POST', tokenPath({ role: 'authenticated', sub: 'user-42' }), { params })
    expect(response.status).toBe(400)
    expect((response.body as { message: string }).message).toMatch(/Set SUPABASE_JWT_SECRET/)
  })

  it('needs a user id for the authenticated role and refuses malformed claims', async () => {
    useServerEnv({ PGLITE_DATA_DIR: `${dir.path}/pglite`, SUPABASE_JWT_SECRET: JWT_SECRET })
    const route = await temporaryKeyRoute()
    const noUser = await callRoute(route, 'POST', tokenPath({ role: 'authenticated' }), { params })
    expect(noUser.status).toBe(400)
    expect((noUser.body as { message: string }).message).toMatch(/user id/)
    const malformed = await callRoute(route, 'POST', '/projects/default/api-keys/temporary?claims=%7Bnot-json', { params })
    expect(malformed.status).toBe(400)
    expect((malformed.body as { message: string }).message).toMatch(/claims must be a JSON object/)
  })

  it('never signs a service_role JWT: that role still gets the upload proxy token, which needs the storage gateway', async () => {
    useServerEnv({ PGLITE_DATA_DIR: `${dir.path}/pglite`, SUPABASE_JWT_SECRET: JWT_SECRET })
    const route = await temporaryKeyRoute()
    const response = await callRoute(route, 'POST', tokenPath({ role: 'service_role' }), { params })
    expect(response.status).toBe(503)
  })

  it('rejects a secret shorter than 32 characters at start-up', async () => {
    const { parseConfig } = await import('@/lib/config/schema')
    expect(() => parseConfig({ SUPABASE_JWT_SECRET: 'short' })).toThrow(/SUPABASE_JWT_SECRET accepts a secret of at least 32 characters/)
    expect(parseConfig({ SUPABASE_JWT_SECRET: JWT_SECRET }).canSignRealtimeTokens).toBeUndefined()
    const { toPublicConfig } = await import('@/lib/config/schema')
    const publicConfig = toPublicConfig(parseConfig({ SUPABASE_JWT_SECRET: JWT_SECRET }))
    expect(publicConfig.canSignRealtimeTokens).toBe(true)
    expect(JSON.stringify(publicConfig)).not.toContain(JWT_SECRET)
  })
})
