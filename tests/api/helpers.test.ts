import { delay, http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { resetPlatformClient } from '@/lib/api/client-settings'
import { head, HEAD_TIMEOUT_MS, post } from '@/lib/api/helpers'
import { ResponseError } from '@/lib/api/response-error'
import { server } from '@/tests/setup/msw-server'

import { API_URL, configureTestClient, createRequestLog } from './platform-test-client'

describe('post helper (SPEC §7)', () => {
  const log = createRequestLog()

  beforeEach(() => {
    log.requests.length = 0
    configureTestClient()
  })
  afterEach(() => resetPlatformClient())

  it('sends the body as JSON to the given URL and returns the parsed answer', async () => {
    server.use(
      http.post(`${API_URL}/telemetry/event`, ({ request }) => {
        log.record(request)
        return HttpResponse.json({ recorded: true }, { status: 201 })
      })
    )
    const data = await post('/platform/telemetry/event', { action: 'sign_up', page_url: 'https://app.test/' })
    expect(data).toEqual({ recorded: true })
    expect(log.last.method).toBe('POST')
    expect(log.last.headers.get('Content-Type')).toBe('application/json')
    expect(await log.last.json()).toEqual({ action: 'sign_up', page_url: 'https://app.test/' })
  })

  it('throws the ResponseError of the shared handler on failure', async () => {
    server.use(http.post(`${API_URL}/telemetry/event`, () => HttpResponse.json({ message: 'Denied' }, { status: 403 })))
    const promise = post('/platform/telemetry/event', { action: 'x', page_url: 'y' })
    await expect(promise).rejects.toBeInstanceOf(ResponseError)
    await expect(promise).rejects.toMatchObject({ message: 'Denied', code: 403 })
  })
})

describe('head helper (SPEC §7, §9)', () => {
  const log = createRequestLog()

  beforeEach(() => {
    log.requests.length = 0
    configureTestClient()
  })
  afterEach(() => resetPlatformClient())

  it('defaults to a 60 s time-out', () => {
    expect(HEAD_TIMEOUT_MS).toBe(60000)
  })

  it('returns the values of the requested response headers, null when absent', async () => {
    server.use(
      http.head(`${API_URL}/stripe/invoices`, ({ request }) => {
        log.record(request)
        return new HttpResponse(null, { headers: { 'X-Total-Count': '42' } })
      })
    )
    const values = await head('/platform/stripe/invoices?slug=acme', ['x-total-count', 'x-missing'])
    expect(values).toEqual({ 'x-total-count': '42', 'x-missing': null })
    expect(log.last.method).toBe('HEAD')
    expect(new URL(log.last.url).searchParams.get('slug')).toBe('acme')
    expect(log.last.headers.get('Authorization')).toBe('Bearer test-access-token')
  })

  it('throws a ResponseError with the status when the server refuses', async () => {
    server.use(http.head(`${API_URL}/stripe/invoices`, () => new HttpResponse(null, { status: 404 })))
    await expect(head('/platform/stripe/invoices?slug=acme', ['x-total-count'])).rejects.toMatchObject({
      message: 'An error has occurred: 404',
      code: 404,
    })
  })

  it('aborts with a TimeoutError when the time-out passes', async () => {
    server.use(
      http.head(`${API_URL}/stripe/invoices`, async () => {
        await delay('infinite')
        return new HttpResponse(null)
      })
    )
    await expect(head('/platform/stripe/invoices?slug=acme', ['x-total-count'], { timeout: 10 })).rejects.toMatchObject({
      name: 'TimeoutError',
    })
  })

  it('can be aborted by the caller', async () => {
    server.use(
      http.head(`${API_URL}/stripe/invoices`, async () => {
        await delay('infinite')
        return new HttpResponse(null)
      })
    )
    const controller = new AbortController()
    const promise = head('/platform/stripe/invoices?slug=acme', ['x-total-count'], { signal: controller.signal })
    controller.abort()
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' })
  })
})
