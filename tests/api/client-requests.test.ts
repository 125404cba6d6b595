import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { resetPlatformClient } from '@/lib/api/client-settings'
import { platform } from '@/lib/api/client'
import { post } from '@/lib/api/helpers'
import { server } from '@/tests/setup/msw-server'

import { API_URL, configureTestClient, createRequestLog } from './platform-test-client'

const VERSION_2 = { params: { header: { Version: '2' as const } } }
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('platform client: what every request carries (SPEC §7)', () => {
  const log = createRequestLog()

  beforeEach(() => {
    log.requests.length = 0
    configureTestClient()
    server.use(
      http.get(`${API_URL}/profile`, ({ request }) => {
        log.record(request)
        return HttpResponse.json({ id: 1 })
      })
    )
  })
  afterEach(() => resetPlatformClient())

  it('sends paths under the platform URL with its "/platform" segment kept once', async () => {
    await platform.GET('/platform/profile', VERSION_2)
    expect(log.last.url).toBe('https://api.test/platform/profile')
  })

  it('asks for JSON with Accept: application/json', async () => {
    await platform.GET('/platform/profile', VERSION_2)
    expect(log.last.headers.get('Accept')).toBe('application/json')
  })

  it('includes cookies and uses the no-referrer-when-downgrade policy', async () => {
    // MSW rebuilds requests without their referrer policy, so read the Request handed to fetch.
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    try {
      await platform.GET('/platform/profile', VERSION_2)
      const sent = fetchSpy.mock.calls[0]?.[0]
      expect(sent).toBeInstanceOf(Request)
      expect((sent as Request).credentials).toBe('include')
      expect((sent as Request).referrerPolicy).toBe('no-referrer-when-downgrade')
    } finally {
      fetchSpy.mockRestore()
    }
  })

  it('generates a fresh UUID X-Request-Id for each request', async () => {
    await platform.GET('/platform/profile', VERSION_2)
    await platform.GET('/platform/profile', VERSION_2)
    const [first, second] = log.requests.map((request) => request.headers.get('X-Request-Id'))
    expect(first).toMatch(UUID)
    expect(second).toMatch(UUID)
    expect(first).not.toBe(second)
  })

  it('adds Authorization: Bearer {token} from the session', async () => {
    await platform.GET('/platform/profile', VERSION_2)
    expect(log.last.headers.get('Authorization')).toBe('Bearer test-access-token')
  })

  it('keeps an Authorization header the caller set', async () => {
    await platform.GET('/platform/profile', { ...VERSION_2, headers: { Authorization: 'Bearer mine' } })
    expect(log.last.headers.get('Authorization')).toBe('Bearer mine')
  })

  it('sends no Authorization header when there is no session token (self-hosted)', async () => {
    configureTestClient({ getAccessToken: async () => undefined })
    await platform.GET('/platform/profile', VERSION_2)
    expect(log.last.headers.has('Authorization')).toBe(false)
  })

  it('resolves a relative platform URL against the page origin', async () => {
    configureTestClient({ platformApiUrl: '/dashboard/api/platform' })
    const origin = 'https://self-hosted.test'
    const previousWindow = (globalThis as { window?: unknown }).window
    ;(globalThis as { window?: unknown }).window = { location: { origin } }
    server.use(
      http.get(`${origin}/dashboard/api/platform/profile`, ({ request }) => {
        log.record(request)
        return HttpResponse.json({ id: 1 })
      })
    )
    try {
      await platform.GET('/platform/profile', VERSION_2)
    } finally {
      ;(globalThis as { window?: unknown }).window = previousWindow
    }
    expect(log.last.url).toBe('https://self-hosted.test/dashboard/api/platform/profile')
  })
})

describe('platform client: query strings and bodies (SPEC §7)', () => {
  const log = createRequestLog()

  beforeEach(() => {
    log.requests.length = 0
    configureTestClient()
  })
  afterEach(() => resetPlatformClient())

  it('joins array query parameters with commas (form style, not exploded)', async () => {
    server.use(
      http.delete(`${API_URL}/projects/:ref/content`, ({ request }) => {
        log.record(request)
        return HttpResponse.json([])
      })
    )
    await platform.DELETE('/platform/projects/{ref}/content', {
      params: { path: { ref: 'abc' }, query: { ids: ['id-1', 'id-2'] } },
    })
    const url = new URL(log.last.url)
    expect(url.searchParams.getAll('ids')).toEqual(['id-1,id-2'])
  })

  it('sends JSON bodies with Content-Type application/json', async () => {
    server.use(
      http.post(`${API_URL}/profile/password-check`, ({ request }) => {
        log.record(request)
        return HttpResponse.json({ result: { score: 4, feedback: { suggestions: [], warning: '' } } })
      })
    )
    await platform.POST('/platform/profile/password-check', { body: { password: 'hunter2' } })
    expect(log.last.headers.get('Content-Type')).toBe('application/json')
    expect(await log.last.json()).toEqual({ password: 'hunter2' })
  })

  it('sends FormData bodies as they are, with the multipart boundary of the runtime', async () => {
    server.use(
      http.post(`${API_URL}/projects/abc/upload`, ({ request }) => {
        log.record(request)
        return HttpResponse.json({ ok: true })
      })
    )
    const form = new FormData()
    form.append('file', new Blob(['hello'], { type: 'text/plain' }), 'hello.txt')
    await post('/platform/projects/abc/upload', form)
    expect(log.last.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/)
    const received = await log.last.formData()
    expect(await (received.get('file') as File).text()).toBe('hello')
  })
})
