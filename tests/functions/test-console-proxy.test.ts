import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { http, passthrough } from 'msw'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { parseConfig } from '@/lib/config/schema'
import { buildFunctionTestUrl } from '@/lib/functions/test-request'
import { runFunctionTest } from '@/lib/server/functions/test-proxy'
import { functionTestRequestSchema } from '@/lib/server/functions/test-request-schema'

import { server as msw } from '../setup/msw-server'

let server: Server
let origin: string
const seen: { url: string; authorization?: string; body: string }[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      seen.push({ url: request.url ?? '', authorization: request.headers.authorization, body })
      if (request.url?.startsWith('/functions/v1/slow')) return // never answers
      response.writeHead(201, { 'content-type': 'application/json', 'x-answer': 'yes' })
      response.end(JSON.stringify({ got: body }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

// The stand-in function is a real HTTP server on loopback: let its requests through.
beforeEach(() => msw.use(http.all(`${origin}/*`, () => passthrough())))

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

describe("the test console's target URL", () => {
  const base = 'https://abc.supabase.co/functions/v1'
  it("stays under the function's own URL", () => {
    expect(String(buildFunctionTestUrl(base, 'hello', '/items/1', 'a=1'))).toBe('https://abc.supabase.co/functions/v1/hello/items/1?a=1')
    expect(String(buildFunctionTestUrl(base, 'hello', '', ''))).toBe('https://abc.supabase.co/functions/v1/hello')
  })

  it.each(['//evil.example/x', '/../other', '/%2e%2e/other', '/..', 'x', '/a\\b'])('refuses the path %j', (path) => {
    expect(typeof buildFunctionTestUrl(base, 'hello', path, '')).toBe('string')
  })

  it('refuses a slug that is not one', () => {
    expect(buildFunctionTestUrl(base, 'evil.example/', '', '')).toBe('Not a function slug')
  })
})

describe('forwarding a test request (self-hosted)', () => {
  const config = () => parseConfig({ SUPABASE_URL: origin, SUPABASE_ANON_KEY: 'anon-key', SUPABASE_SERVICE_KEY: 'service-key' })
  const input = (fields: Record<string, unknown>) =>
    functionTestRequestSchema.parse({ projectRef: 'default', slug: 'hello', method: 'POST', body: '{"name":"x"}', ...fields })

  it("sends the body with the role's key and reports status, headers, body and duration", async () => {
    const answer = await runFunctionTest(new Request('http://dashboard.test'), config(), input({ role: 'service_role', path: '/a', query: 'q=1' }))
    expect(answer).toMatchObject({ status: 201, body: '{"got":"{\\"name\\":\\"x\\"}"}', url: `${origin}/functions/v1/hello/a?q=1` })
    expect(answer.headers).toContainEqual(['x-answer', 'yes'])
    expect(answer.durationMs).toBeGreaterThanOrEqual(0)
    expect(seen.at(-1)).toMatchObject({ url: '/functions/v1/hello/a?q=1', authorization: 'Bearer service-key' })
  })

  it('says when the function does not answer within the limit', async () => {
    await expect(runFunctionTest(new Request('http://dashboard.test'), config(), input({ slug: 'slow', timeoutMs: 300 }))).rejects.toThrow(
      'The function did not answer within 0.3 s'
    )
  })

  it('refuses a path leaving the function before sending anything', async () => {
    const count = seen.length
    await expect(runFunctionTest(new Request('http://dashboard.test'), config(), input({ path: '//evil.example/x' }))).rejects.toThrow(/only calls this function|cannot leave/)
    expect(seen.length).toBe(count)
  })

  it('names SUPABASE_URL when it is not set', async () => {
    await expect(runFunctionTest(new Request('http://dashboard.test'), parseConfig({}), input({}))).rejects.toThrow(/Set SUPABASE_URL/)
  })
})
