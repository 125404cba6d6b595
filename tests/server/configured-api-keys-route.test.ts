import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { callRoute, useServerEnv } from './helpers/routes'
import { makeTempDir } from './helpers/test-databases'

const SERVICE_KEY = 'service-key-that-must-stay-on-the-server-9c2e'
const ANON_KEY = 'anon-key-public-by-design-41d7'

describe('self-hosted GET /v1/projects/{ref}/api-keys', () => {
  let dir: ReturnType<typeof makeTempDir>
  beforeAll(() => {
    dir = makeTempDir()
  })
  afterAll(() => dir.remove())

  const load = async () => (await import('@/app/api/v1/projects/[ref]/api-keys/route')).GET

  it('answers the anon key and, for the service key, only a fingerprint', async () => {
    useServerEnv({ PGLITE_DATA_DIR: `${dir.path}/pglite`, SUPABASE_ANON_KEY: ANON_KEY, SUPABASE_SERVICE_KEY: SERVICE_KEY })
    const response = await callRoute(await load(), 'GET', '/v1/projects/default/api-keys', { params: { ref: 'default' } })
    expect(response.status).toBe(200)
    const keys = response.body as { name: string; api_key: string | null; hash: string }[]
    expect(keys.map((key) => [key.name, key.api_key])).toEqual([
      ['anon', ANON_KEY],
      ['service_role', null],
    ])
    expect(keys[1].hash).toMatch(/^[0-9a-f]{16}$/)
    expect(JSON.stringify(response.body) + JSON.stringify(Object.fromEntries(response.headers))).not.toContain(SERVICE_KEY)
  })

  it('answers an empty list when no key is configured, and 404 for an unknown project', async () => {
    useServerEnv({ PGLITE_DATA_DIR: `${dir.path}/pglite` })
    const GET = await load()
    expect((await callRoute(GET, 'GET', '/v1/projects/default/api-keys', { params: { ref: 'default' } })).body).toEqual([])
    expect((await callRoute(GET, 'GET', '/v1/projects/nope/api-keys', { params: { ref: 'nope' } })).status).toBe(404)
  })
})
