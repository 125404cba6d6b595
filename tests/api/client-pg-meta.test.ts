import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { platform } from '@/lib/api/client'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { server } from '@/tests/setup/msw-server'

import { API_URL, configureTestClient, createRequestLog } from './platform-test-client'

const QUERY_PATH = '/platform/pg-meta/{ref}/query' as const

const PROJECT = {
  id: 1,
  ref: 'abc',
  name: 'Alpha',
  organization_id: 1,
  status: 'ACTIVE_HEALTHY',
  region: 'us-east-1',
  cloud_provider: 'AWS',
  inserted_at: '2024-01-01T00:00:00Z',
}

describe('platform client: pg-meta requests (SPEC §7, §8)', () => {
  const log = createRequestLog()

  beforeEach(() => {
    log.requests.length = 0
    server.use(
      http.post(`${API_URL}/pg-meta/:ref/query`, ({ request }) => {
        log.record(request)
        return HttpResponse.json([{ one: 1 }])
      })
    )
  })
  afterEach(() => resetPlatformClient())

  it('fails with 400 and the connection message, without calling the server, when the required encrypted connection is missing', async () => {
    configureTestClient({ requiresConnectionEncryption: true })
    const { data, error, response } = await platform.POST(QUERY_PATH, {
      params: { path: { ref: 'abc' } },
      body: { query: 'select 1' },
    })
    expect(data).toBeUndefined()
    expect(response.status).toBe(400)
    expect(error).toMatchObject({
      message: 'API Error: happened while trying to acquire connection to the database',
      code: 400,
    })
    expect((error as { requestId?: string }).requestId).toMatch(/^[0-9a-f-]{36}$/)
    expect(log.requests).toHaveLength(0)
  })

  it('sends the request when the encrypted connection header is present', async () => {
    configureTestClient({ requiresConnectionEncryption: true })
    const { data } = await platform.POST(QUERY_PATH, {
      params: { path: { ref: 'abc' }, header: { 'x-connection-encrypted': 'enc-123' } },
      body: { query: 'select 1' },
    })
    expect(data).toEqual([{ one: 1 }])
    expect(log.last.headers.get('x-connection-encrypted')).toBe('enc-123')
  })

  it('does not require the header when connection encryption is off (self-hosted)', async () => {
    configureTestClient({ requiresConnectionEncryption: false })
    const { data } = await platform.POST(QUERY_PATH, { params: { path: { ref: 'abc' } }, body: { query: 'select 1' } })
    expect(data).toEqual([{ one: 1 }])
  })

  it('sets x-pg-application-name to supabase/dashboard when none is given', async () => {
    configureTestClient()
    await platform.POST(QUERY_PATH, { params: { path: { ref: 'abc' } }, body: { query: 'select 1' } })
    expect(log.last.headers.get('x-pg-application-name')).toBe('supabase/dashboard')
  })

  it('keeps an x-pg-application-name the caller set', async () => {
    configureTestClient()
    await platform.POST(QUERY_PATH, {
      params: { path: { ref: 'abc' }, header: { 'x-pg-application-name': 'supabase/dashboard-query-performance' } },
      body: { query: 'select 1' },
    })
    expect(log.last.headers.get('x-pg-application-name')).toBe('supabase/dashboard-query-performance')
  })

  it('adds no pg-meta headers to other platform requests', async () => {
    configureTestClient({ requiresConnectionEncryption: true })
    server.use(
      http.get(`${API_URL}/projects/abc`, ({ request }) => {
        log.record(request)
        return HttpResponse.json(PROJECT)
      })
    )
    const { data } = await platform.GET('/platform/projects/{ref}', { params: { path: { ref: 'abc' } } })
    expect(data).toEqual(PROJECT)
    expect(log.last.headers.has('x-pg-application-name')).toBe(false)
  })
})
