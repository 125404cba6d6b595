import fc from 'fast-check'
import { http, HttpResponse } from 'msw'

import { getProjectDetail } from '@/data/projects/project-detail-query'
import { platform } from '@/lib/api/client'
import { configurePlatformClient, resetPlatformClient } from '@/lib/api/client-settings'
import { setErrorReporter } from '@/lib/api/error-reporter'
import { handleError } from '@/lib/api/handle-error'
import { post } from '@/lib/api/helpers'
import { REQUEST_ID_HEADER } from '@/lib/api/middleware'
import { ResponseError } from '@/lib/api/response-error'
import { retryDelay } from '@/lib/api/retry'
import { ResponseShapeError } from '@/lib/api/response-shape'
import { server } from '@/tests/setup/msw-server'

import { acceptableMessages, hostileErrorBody, type HostileBody } from './hostile-bodies'

const API_URL = 'https://api.test/platform'
// Browsers and Node fire a timer with a longer delay at once, so a retry delay must stay within it.
const MAX_TIMER_DELAY_MS = 2 ** 31 - 1

/** Header values the Fetch API accepts: Retry-After as numbers, dates or junk. */
const retryAfterHeader = fc.option(
  fc.oneof(
    fc.nat().map(String),
    fc.stringMatching(/^[0-9]{1,400}(\.[0-9]{1,5})?$/),
    fc.date({ noInvalidDate: true }).map((date) => date.toUTCString()),
    fc.string({ unit: 'binary-ascii', maxLength: 30 }).map((value) => value.replace(/[^\x20-\x7e]/g, ''))
  ),
  { nil: undefined }
)

interface Served {
  requestIds: string[]
}

function serve(method: 'get' | 'post', path: string, status: number, hostile: HostileBody, retryAfter?: string): Served {
  const served: Served = { requestIds: [] }
  const headers = new Headers({ 'Content-Type': hostile.contentType })
  if (retryAfter !== undefined) headers.set('Retry-After', retryAfter)
  server.use(
    http[method](`${API_URL}${path}`, ({ request }) => {
      served.requestIds.push(request.headers.get(REQUEST_ID_HEADER) ?? '')
      return new HttpResponse(hostile.body, { status, headers })
    })
  )
  return served
}

async function failureOf(call: () => Promise<unknown>): Promise<unknown> {
  try {
    await call()
  } catch (error) {
    return error
  }
  throw new Error('expected the call to fail')
}

/** What every caller may rely on, whatever the server sent. */
function expectWellFormedError(error: unknown, status: number, hostile: HostileBody, requestId: string | undefined): void {
  expect(error).toBeInstanceOf(ResponseError)
  const responseError = error as ResponseError
  expect(typeof responseError.message).toBe('string')
  expect(responseError.message.trim()).not.toBe('')
  expect(responseError.code).toBe(status)
  expect(responseError.requestId).toBe(requestId)
  if (responseError.retryAfter !== undefined) {
    expect(Number.isFinite(responseError.retryAfter) && responseError.retryAfter >= 0).toBe(true)
  }
  expect(retryDelay(0, responseError)).toBeLessThanOrEqual(MAX_TIMER_DELAY_MS)
  // SPEC §8: the body's own message when it has one, otherwise "An error has occurred: {status}".
  expect(acceptableMessages(hostile, status)).toContain(responseError.message)
  expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  expect(Object.prototype).not.toHaveProperty('polluted')
}

const errorStatus = fc.integer({ min: 400, max: 599 })

describe('platform client error bodies under fuzzing (SPEC §7, §8)', () => {
  beforeEach(() => {
    configurePlatformClient({ platformApiUrl: API_URL })
    // Reporting is part of the path under test: a reporter that reads the body must not break it.
    setErrorReporter((error, context) => JSON.stringify({ error: String(error), keys: Object.keys(context ?? {}) }))
  })
  afterEach(() => {
    resetPlatformClient()
    setErrorReporter(null)
  })

  it('always raises a ResponseError with a string message and code = status from a data fetcher', async () => {
    await fc.assert(
      fc.asyncProperty(hostileErrorBody, errorStatus, retryAfterHeader, async (hostile, status, retryAfter) => {
        const served = serve('get', '/projects/abc', status, hostile, retryAfter)
        const error = await failureOf(() => getProjectDetail({ ref: 'abc' }))
        expect(served.requestIds).toHaveLength(1)
        expectWellFormedError(error, status, hostile, served.requestIds[0])
        server.resetHandlers()
      }),
      {
        numRuns: 250,
        // Found by this suite: a body nested past JSON.stringify's recursion limit, and a Retry-After
        // beyond the 32-bit timer range; both always run, whatever the random draw.
        examples: [
          [
            { body: `{"message":"deep","x":${'['.repeat(20_000)}${']'.repeat(20_000)}}`, contentType: 'application/json', kind: 'deep' },
            500,
            undefined,
          ],
          [{ body: '{"message":"slow down"}', contentType: 'application/json', kind: 'json value' }, 503, '2147484'],
        ],
      }
    )
  })

  it('returns the same well-formed error from handleError and the POST helper', async () => {
    await fc.assert(
      fc.asyncProperty(hostileErrorBody, errorStatus, async (hostile, status) => {
        const get = serve('get', '/projects/abc', status, hostile)
        const { error } = await platform.GET('/platform/projects/{ref}', { params: { path: { ref: 'abc' } } })
        expectWellFormedError(handleError(error, { alwaysReturnError: true }), status, hostile, get.requestIds[0])

        const sent = serve('post', '/telemetry/event', status, hostile)
        const postError = await failureOf(() => post('/platform/telemetry/event', { action: 'fuzz' }))
        expectWellFormedError(postError, status, hostile, sent.requestIds[0])
        server.resetHandlers()
      }),
      { numRuns: 100 }
    )
  })

  it('reads hostile success bodies without throwing', async () => {
    await fc.assert(
      fc.asyncProperty(hostileErrorBody, fc.constantFrom(200, 201, 202), async (hostile, status) => {
        serve('get', '/projects/abc', status, hostile)
        const { data, error } = await platform.GET('/platform/projects/{ref}', { params: { path: { ref: 'abc' } } })
        // A body that is not a project is refused as a wrong shape (shown where the data would be), never thrown.
        if (error !== undefined) {
          expect(error).toBeInstanceOf(ResponseShapeError)
          expect(data).toBeUndefined()
        }
        // (Deep bodies are only read, not compared: a recursive comparison would overflow the stack.)
        if (error === undefined && hostile.contentType === 'application/json' && hostile.body.trim() !== '' && hostile.kind !== 'deep') {
          let parsed: unknown = hostile.body
          try {
            parsed = JSON.parse(hostile.body)
          } catch {
            // Not JSON after all: the client hands back the text as it is.
          }
          expect(data).toEqual(parsed)
        }
        expect(({} as Record<string, unknown>).polluted).toBeUndefined()
        server.resetHandlers()
      }),
      { numRuns: 100 }
    )
  })
})
