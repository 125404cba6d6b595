import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { platform } from '@/lib/api/client'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { server } from '@/tests/setup/msw-server'

import { API_URL, configureTestClient, createRequestLog } from './platform-test-client'

const PROJECT_PATH = '/platform/projects/{ref}' as const
const projectParams = { params: { path: { ref: 'abc' } } }
// The contract promises no body for this write, so any body reaches the caller as the rules read it.
const EVENT_PATH = '/platform/telemetry/event' as const
const eventBody = { body: { action: 'page_view', page_url: 'https://example.test' } }

describe('platform client: reading responses (SPEC §7)', () => {
  beforeEach(() => configureTestClient())
  afterEach(() => resetPlatformClient())

  it('yields empty data for a 204 response', async () => {
    server.use(http.post(`${API_URL}/telemetry/event`, () => new HttpResponse(null, { status: 204 })))
    const { data, error } = await platform.POST(EVENT_PATH, eventBody)
    expect(error).toBeUndefined()
    expect(data).toBeUndefined()
  })

  it('yields empty data for a 200 response with Content-Length 0', async () => {
    server.use(
      http.post(
        `${API_URL}/telemetry/event`,
        () => new HttpResponse('', { status: 200, headers: { 'Content-Length': '0', 'Content-Type': 'application/json' } })
      )
    )
    const { data, error } = await platform.POST(EVENT_PATH, eventBody)
    expect(error).toBeUndefined()
    expect(data).toBeUndefined()
  })

  it('returns an application/octet-stream response raw', async () => {
    server.use(
      http.get(
        `${API_URL}/projects/abc`,
        () => new HttpResponse(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'application/octet-stream' } })
      )
    )
    const { data } = await platform.GET(PROJECT_PATH, projectParams)
    expect(data).toBeInstanceOf(Response)
    const bytes = new Uint8Array(await (data as unknown as Response).arrayBuffer())
    expect(Array.from(bytes)).toEqual([1, 2, 3])
  })

  it('parses JSON bodies', async () => {
    server.use(http.post(`${API_URL}/telemetry/event`, () => HttpResponse.json({ ref: 'abc', name: 'Alpha' })))
    const { data } = await platform.POST(EVENT_PATH, eventBody)
    expect(data).toEqual({ ref: 'abc', name: 'Alpha' })
  })

  it('falls back to the text when the body is not JSON', async () => {
    server.use(http.post(`${API_URL}/telemetry/event`, () => HttpResponse.text('plain words')))
    const { data } = await platform.POST(EVENT_PATH, eventBody)
    expect(data).toBe('plain words')
  })
})

describe('platform client: error bodies are augmented before they are read (SPEC §7)', () => {
  const log = createRequestLog()

  beforeEach(() => {
    log.requests.length = 0
    configureTestClient()
  })
  afterEach(() => resetPlatformClient())

  it('sets code to the status, requestId to the X-Request-Id sent and retryAfter from Retry-After', async () => {
    server.use(
      http.get(`${API_URL}/projects/abc`, ({ request }) => {
        log.record(request)
        return HttpResponse.json({ message: 'Slow down' }, { status: 429, headers: { 'Retry-After': '7' } })
      })
    )
    const { error, response } = await platform.GET(PROJECT_PATH, projectParams)
    expect(response.status).toBe(429)
    expect(error).toEqual({
      message: 'Slow down',
      code: 429,
      requestId: log.last.headers.get('X-Request-Id'),
      retryAfter: 7,
    })
  })

  it('overrides a code the body carried with the HTTP status', async () => {
    server.use(http.get(`${API_URL}/projects/abc`, () => HttpResponse.json({ msg: 'nope', code: 'E42' }, { status: 403 })))
    const { error } = await platform.GET(PROJECT_PATH, projectParams)
    expect(error).toMatchObject({ msg: 'nope', code: 403 })
  })

  it('still gives an error object with code and requestId when the error has no body', async () => {
    server.use(
      http.get(`${API_URL}/projects/abc`, ({ request }) => {
        log.record(request)
        return new HttpResponse(null, { status: 502 })
      })
    )
    const { error } = await platform.GET(PROJECT_PATH, projectParams)
    expect(error).toEqual({ code: 502, requestId: log.last.headers.get('X-Request-Id') })
  })
})
