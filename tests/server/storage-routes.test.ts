import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { server } from '@/tests/setup/msw-server'

import { fakeStorageApi } from './helpers/fake-storage-api'
import { callRoute, useServerEnv } from './helpers/routes'
import { makeTempDir } from './helpers/test-databases'

const SERVICE_KEY = 'service-key-for-tests'
const STORAGE_ORIGIN = 'http://storage.test'

async function loadRoutes() {
  return {
    buckets: await import('@/app/api/platform/storage/[ref]/buckets/route'),
    bucket: await import('@/app/api/platform/storage/[ref]/buckets/[id]/route'),
    list: (await import('@/app/api/platform/storage/[ref]/buckets/[id]/objects/list/route')).POST,
    sign: (await import('@/app/api/platform/storage/[ref]/buckets/[id]/objects/sign/route')).POST,
    publicUrl: (await import('@/app/api/platform/storage/[ref]/buckets/[id]/objects/public-url/route')).POST,
    settings: (await import('@/app/api/platform/projects/[ref]/settings/route')).GET,
    temporaryKey: (await import('@/app/api/platform/projects/[ref]/api-keys/temporary/route')).POST,
    tus: await import('@/app/api/platform/storage/[ref]/gateway/storage/v1/upload/resumable/route'),
    tusUpload: await import('@/app/api/platform/storage/[ref]/gateway/storage/v1/upload/resumable/[id]/route'),
    closeAllDatabases: (await import('@/lib/server/db/registry')).closeAllDatabases,
  }
}

describe('self-hosted storage through SUPABASE_URL', () => {
  let dir: ReturnType<typeof makeTempDir>
  let closeAll: (() => Promise<void>) | undefined
  beforeAll(() => {
    dir = makeTempDir()
  })
  afterAll(async () => {
    await closeAll?.()
    dir.remove()
  })

  it('names the variables to set when the gateway is not configured', async () => {
    useServerEnv({ PGLITE_DATA_DIR: `${dir.path}/pglite` })
    const routes = await loadRoutes()
    const response = await callRoute(routes.buckets.GET, 'GET', '/storage/default/buckets', { params: { ref: 'default' } })
    expect(response.status).toBe(503)
    expect((response.body as { message: string }).message).toMatch(/SUPABASE_URL.*SUPABASE_SERVICE_KEY.*SUPABASE_PUBLIC_URL/)
  })

  it('proxies buckets, listing, URLs and TUS uploads to the storage API with the service key', async () => {
    useServerEnv({
      PGLITE_DATA_DIR: `${dir.path}/pglite`,
      SUPABASE_URL: STORAGE_ORIGIN,
      SUPABASE_SERVICE_KEY: SERVICE_KEY,
      SUPABASE_PUBLIC_URL: 'https://public.example.test',
    })
    const fake = fakeStorageApi(STORAGE_ORIGIN, SERVICE_KEY)
    server.use(...fake.handlers)
    const routes = await loadRoutes()
    closeAll = routes.closeAllDatabases
    const params = { ref: 'default' }

    const created = await callRoute(routes.buckets.POST, 'POST', '/storage/default/buckets', {
      params,
      body: { id: 'avatars', public: true, file_size_limit: null, allowed_mime_types: ['image/*'] },
    })
    expect(created).toMatchObject({ status: 201, body: { name: 'avatars' } })
    expect(fake.state.requests.at(-1)?.body).toEqual({ id: 'avatars', name: 'avatars', public: true, file_size_limit: null, allowed_mime_types: ['image/*'] })
    const duplicate = await callRoute(routes.buckets.POST, 'POST', '/storage/default/buckets', { params, body: { id: 'avatars' } })
    expect(duplicate).toMatchObject({ status: 400, body: { message: 'The resource already exists' } })
    expect((await callRoute(routes.buckets.GET, 'GET', '/storage/default/buckets', { params })).body).toEqual([
      expect.objectContaining({ id: 'avatars', public: true }),
    ])

    // Upload: the dashboard's proxy wants its own short-lived token, never the service key.
    const key = (await callRoute(routes.temporaryKey, 'POST', '/projects/default/api-keys/temporary?authorization_exp=60', { params })).body as {
      api_key: string
    }
    expect(key.api_key).not.toContain(SERVICE_KEY)
    const tusUrl = 'http://localhost/dashboard/api/platform/storage/default/gateway/storage/v1/upload/resumable'
    const metadata = `bucketName ${btoa('avatars')},objectName ${btoa('team/a.png')},contentType ${btoa('image/png')}`
    const tusHeaders = { 'Tus-Resumable': '1.0.0', 'Upload-Length': '3', 'Upload-Metadata': metadata }
    const refused = await routes.tus.POST(new Request(tusUrl, { method: 'POST', headers: { ...tusHeaders, apikey: 'forged' } }), {
      params: Promise.resolve({ ref: 'default' }),
    })
    expect(refused.status).toBe(403)
    const createdUpload = await routes.tus.POST(new Request(tusUrl, { method: 'POST', headers: { ...tusHeaders, apikey: key.api_key } }), {
      params: Promise.resolve({ ref: 'default' }),
    })
    expect(createdUpload.status).toBe(201)
    const location = createdUpload.headers.get('location') ?? ''
    expect(location.startsWith(`${tusUrl}/`)).toBe(true)
    const uploadId = location.slice(tusUrl.length + 1)
    const patched = await routes.tusUpload.PATCH(
      new Request(location, {
        method: 'PATCH',
        headers: { apikey: key.api_key, 'Tus-Resumable': '1.0.0', 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
        body: new Uint8Array([1, 2, 3]),
      }),
      { params: Promise.resolve({ ref: 'default', id: uploadId }) }
    )
    expect(patched.status).toBe(204)
    expect(patched.headers.get('upload-offset')).toBe('3')
    expect([...(fake.state.objects.get('avatars/team/a.png') ?? [])]).toEqual([1, 2, 3])

    const listed = await callRoute(routes.list, 'POST', '/storage/default/buckets/avatars/objects/list', {
      params: { ref: 'default', id: 'avatars' },
      body: { path: 'team', options: { limit: 100 } },
    })
    expect(listed.body).toEqual([expect.objectContaining({ name: 'a.png' })])
    expect(fake.state.requests.at(-1)?.body).toMatchObject({ prefix: 'team/', limit: 100 })

    const signed = await callRoute(routes.sign, 'POST', '/storage/default/buckets/avatars/objects/sign', {
      params: { ref: 'default', id: 'avatars' },
      body: { path: 'team/a.png', expiresIn: 60 },
    })
    expect(signed.body).toEqual({ signedUrl: 'https://public.example.test/storage/v1/object/sign/avatars/team/a.png?token=signed-token' })
    const publicUrl = await callRoute(routes.publicUrl, 'POST', '/storage/default/buckets/avatars/objects/public-url', {
      params: { ref: 'default', id: 'avatars' },
      body: { path: 'team/a b.png' },
    })
    expect(publicUrl.body).toEqual({ publicUrl: 'https://public.example.test/storage/v1/object/public/avatars/team/a%20b.png' })
    expect(fake.state.requests.every((request) => request.apikey === SERVICE_KEY)).toBe(true)

    expect((await callRoute(routes.bucket.DELETE, 'DELETE', '/storage/default/buckets/avatars', { params: { ref: 'default', id: 'avatars' } })).status).toBe(200)
    // Settings point browsers at that proxy (last: opening the project database ends MSW's interception here).
    const settings = await callRoute(routes.settings, 'GET', '/projects/default/settings', { params })
    expect(settings.body).toMatchObject({
      app_config: { storage_endpoint: 'localhost/dashboard/api/platform/storage/default/gateway', protocol: 'http' },
    })
    // Opening the embedded database for the first time is slow on a loaded machine.
  }, 120_000)
})
