import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'

import { sendPlatformRequest } from '@/lib/api/client'
import { configurePlatformClient, resetPlatformClient } from '@/lib/api/client-settings'
import { setErrorReporter } from '@/lib/api/error-reporter'
import { post } from '@/lib/api/helpers'
import { readOperations, responseSchemas } from '@/lib/api/schemas/response-schemas.generated'
import { sampleBody, UNKNOWN_FIELD } from '@/mock-platform/contract-bodies'
import { toMswPath } from '@/mock-platform/handlers/route'
import { server } from '@/tests/setup/msw-server'

/**
 * Generated from lib/api/openapi.yaml: every operation, through the real client (openapi-fetch, its
 * middleware, the response check) against MSW.
 *
 * - Every read: a body with only its required fields, and one with every optional field plus fields no
 *   contract knows, both come back as data, unchanged and unreported (tolerant reads).
 * - Every write: a 2xx with no body, with `{}` and with a body the contract does not describe, each is a
 *   success (honest writes); the odd body is reported, never turned into a failure.
 */

const API_URL = 'https://api.test/platform'
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

interface Operation {
  key: string
  method: Uppercase<(typeof METHODS)[number]>
  path: string
  status: number
}

function contractOperations(): Operation[] {
  const spec = parse(readFileSync(join(__dirname, '../../lib/api/openapi.yaml'), 'utf8')) as {
    paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>
  }
  return Object.entries(spec.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method]
      if (!operation) return []
      const success = Object.keys(operation.responses ?? {}).find((status) => /^2\d\d$/.test(status))
      const upper = method.toUpperCase() as Operation['method']
      return [{ key: `${upper} ${path}`, method: upper, path, status: Number(success ?? 200) }]
    })
  )
}

const OPERATIONS = contractOperations()
const READS = OPERATIONS.filter((operation) => readOperations.has(operation.key) && operation.key in responseSchemas)
const WRITES = OPERATIONS.filter((operation) => !readOperations.has(operation.key))

/** A concrete URL for a contract path: every parameter filled with a plain value. */
function concrete(path: string): string {
  return path.replace(/\{[^}]+\}/g, 'sample')
}

function answer(operation: Operation, reply: () => Response) {
  server.use(http[operation.method.toLowerCase() as Lowercase<Operation['method']>](toMswPath(API_URL, operation.path), reply))
}

const reported: Record<string, unknown>[] = []
beforeAll(() => {
  setErrorReporter((_, context) => reported.push(context ?? {}))
})
afterAll(() => setErrorReporter(null))
afterEach(() => {
  reported.length = 0
  resetPlatformClient()
})

function configure() {
  configurePlatformClient({ platformApiUrl: API_URL, getAccessToken: () => 'token', requiresConnectionEncryption: false })
}

describe('the generated contract', () => {
  it('covers the operations of openapi.yaml', () => {
    expect(READS.length).toBeGreaterThan(40)
    expect(WRITES.length).toBeGreaterThan(30)
    // Every read has a schema to check against (the text diff of a branch is read as text, a function's body as multipart).
    const unchecked = OPERATIONS.filter((operation) => readOperations.has(operation.key) && !(operation.key in responseSchemas))
    expect(unchecked.map((operation) => operation.key)).toEqual([
      'GET /v1/branches/{branch_id_or_ref}/diff',
      'GET /v1/projects/{ref}/functions/{function_slug}/body',
    ])
  })
})

describe.each(['required', 'full'] as const)('every read answered with %s fields', (mode) => {
  it.each(READS.map((operation) => [operation.key, operation] as const))('%s passes the check unchanged', async (_, operation) => {
    configure()
    const body = sampleBody(responseSchemas[operation.key], mode)
    answer(operation, () => HttpResponse.json(body as never, { status: operation.status }))
    const { data, error, response } = await sendPlatformRequest(operation.method, concrete(operation.path), {
      body: operation.method === 'GET' ? undefined : {},
    })
    expect(error).toBeUndefined()
    expect(response.status).toBe(operation.status)
    expect(data).toEqual(body)
    expect(reported).toEqual([])
    if (mode === 'full' && body !== null && typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length > 1) {
      // The fields no contract names came through too.
      expect(data).toHaveProperty(UNKNOWN_FIELD)
    }
  })
})

const WRITE_ANSWERS: [string, (status: number) => Response][] = [
  ['an empty body', (status) => new HttpResponse(null, { status })],
  ['204 No Content', () => new HttpResponse(null, { status: 204 })],
  ['{}', (status) => HttpResponse.json({}, { status })],
  ['an unexpected body', (status) => HttpResponse.json([{ unexpected: true }, 42], { status })],
  ['plain text', (status) => new HttpResponse('OK', { status, headers: { 'Content-Type': 'text/plain' } })],
]

describe.each(WRITE_ANSWERS)('every write answered 2xx with %s', (_, reply) => {
  it.each(WRITES.map((operation) => [operation.key, operation] as const))('%s is a success', async (key, operation) => {
    configure()
    answer(operation, () => reply(operation.status))
    const { error, response } = await sendPlatformRequest(operation.method, concrete(operation.path), { body: {} })
    expect(error).toBeUndefined()
    expect(response.ok).toBe(true)
    // A body the contract describes otherwise is reported as a write's, with the operation and its issues.
    for (const context of reported) expect(context).toMatchObject({ operation: key, write: true })
  })
})

describe('the request helpers follow the same rule', () => {
  it('post() resolves a write whose answer lacks the contract fields', async () => {
    configure()
    // A POST write whose contract describes its answer: that answer is what goes unchecked here.
    const write = WRITES.find((operation) => operation.method === 'POST' && operation.key in responseSchemas)
    expect(write).toBeDefined()
    answer(write!, () => HttpResponse.json(['unexpected'], { status: write!.status }))
    await expect(post(concrete(write!.path), {})).resolves.toBeUndefined()
    expect(reported).toContainEqual(expect.objectContaining({ operation: write!.key, write: true }))
  })

  it('post() still rejects a read-like POST whose answer has the wrong shape', async () => {
    configure()
    const preview = READS.find((operation) => operation.key === 'POST /platform/organizations/{slug}/billing/subscription/preview')
    expect(preview).toBeDefined()
    answer(preview!, () => HttpResponse.json(['unexpected']))
    await expect(post(concrete(preview!.path), { tier: 'tier_pro' })).rejects.toMatchObject({ kind: 'unexpected-shape' })
  })
})
