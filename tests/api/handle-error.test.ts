import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { platform } from '@/lib/api/client'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { setErrorReporter } from '@/lib/api/error-reporter'
import { handleError } from '@/lib/api/handle-error'
import { ResponseError } from '@/lib/api/response-error'
import { server } from '@/tests/setup/msw-server'

import { API_URL, configureTestClient, createRequestLog } from './platform-test-client'

/** Calls GET /platform/projects/abc and passes its error through the shared handler. */
async function fetchProject(): Promise<unknown> {
  const { data, error } = await platform.GET('/platform/projects/{ref}', { params: { path: { ref: 'abc' } } })
  if (error) handleError(error)
  return data
}

async function caught(promise: Promise<unknown>): Promise<ResponseError> {
  try {
    await promise
  } catch (error) {
    return error as ResponseError
  }
  throw new Error('expected the call to fail')
}

describe('handleError: the API rows of the error catalogue (SPEC §8)', () => {
  const log = createRequestLog()
  const reported: unknown[] = []

  beforeEach(() => {
    log.requests.length = 0
    reported.length = 0
    configureTestClient()
    setErrorReporter((error) => reported.push(error))
  })
  afterEach(() => {
    resetPlatformClient()
    setErrorReporter(null)
  })

  it('shows the network message when the server cannot be reached', async () => {
    server.use(http.get(`${API_URL}/projects/abc`, () => HttpResponse.error()))
    const error = await caught(fetchProject())
    expect(error).toBeInstanceOf(ResponseError)
    expect(error.message).toBe('Unable to reach the server. Please check your network or try again later.')
  })

  it.each([
    ['message', { message: 'Project is paused' }],
    ['msg', { msg: 'Project is paused' }],
    ['error', { error: 'Project is paused' }],
  ])('takes the message from the body field %s, with code, requestId and retryAfter', async (_field, body) => {
    server.use(
      http.get(`${API_URL}/projects/abc`, ({ request }) => {
        log.record(request)
        return HttpResponse.json(body, { status: 503, headers: { 'Retry-After': '12' } })
      })
    )
    const error = await caught(fetchProject())
    expect(error).toBeInstanceOf(ResponseError)
    expect(error.message).toBe('Project is paused')
    expect(error.code).toBe(503)
    expect(error.requestId).toBe(log.last.headers.get('X-Request-Id'))
    expect(error.retryAfter).toBe(12)
  })

  it('uses "An error has occurred: {status}" when the body has no message, and reports it', async () => {
    server.use(http.get(`${API_URL}/projects/abc`, () => HttpResponse.json({ detail: 'x' }, { status: 500 })))
    const error = await caught(fetchProject())
    expect(error.message).toBe('An error has occurred: 500')
    expect(error.code).toBe(500)
    expect(reported).toEqual([error])
  })

  it('uses "An error has occurred: Unknown error" when there is no status either', () => {
    let thrown: unknown
    try {
      handleError({})
    } catch (error) {
      thrown = error
    }
    expect((thrown as Error).message).toBe('An error has occurred: Unknown error')
    expect(reported).toHaveLength(1)
  })

  it('returns instead of throwing with alwaysReturnError', () => {
    const error = handleError({ message: 'Bad input', code: 400 }, { alwaysReturnError: true })
    expect(error).toBeInstanceOf(ResponseError)
    expect(error.message).toBe('Bad input')
    expect((error as ResponseError).code).toBe(400)
  })

  it('gives a ResponseError without a message the default API text', () => {
    expect(new ResponseError(undefined, 500).message).toBe(
      'API error happened while trying to communicate with the server.'
    )
  })

  it('passes an abort through untouched so cancellation is not shown as a failure', async () => {
    server.use(http.get(`${API_URL}/projects/abc`, () => HttpResponse.json({ ref: 'abc' })))
    const controller = new AbortController()
    controller.abort()
    const promise = platform.GET('/platform/projects/{ref}', {
      params: { path: { ref: 'abc' } },
      signal: controller.signal,
    })
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('does not fail when the registered reporter throws', async () => {
    setErrorReporter(() => {
      throw new Error('reporter down')
    })
    server.use(http.get(`${API_URL}/projects/abc`, () => HttpResponse.json({}, { status: 500 })))
    const error = await caught(fetchProject())
    expect(error.message).toBe('An error has occurred: 500')
  })
})
