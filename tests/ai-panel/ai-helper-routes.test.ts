import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'

import { AI_DATA_GENERATOR_OPT_IN, AI_LOG_GENERATOR_OPT_IN, AI_SQL_GENERATOR_OPT_IN, aiOptInRequiredMessage } from '@/lib/ai/opt-in'
import type { SampleDataRequest } from '@/lib/ai/sample-data'
import { server } from '@/tests/setup/msw-server'

import { useChatEnv } from './helpers/chat-route'

const LLM_URL = 'https://llm.test/v1/chat/completions'
const PROVIDER_ENV = { OPENAI_BASE_URL: 'https://llm.test/v1', OPENAI_API_KEY: 'test', AI_MODEL: 'test-model' }
const API = 'https://api.test/platform'

interface CompletionBody {
  model: string
  messages: { role: string; content: string }[]
  response_format?: { type: string; json_schema?: { name: string; schema: { properties: Record<string, unknown> } } }
}

/** A non-streamed Chat Completions answer whose message is `content`, as OpenAI-compatible servers send it. */
function completion(content: string) {
  return HttpResponse.json({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1,
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  })
}

function mockProvider(answer: () => Response) {
  const received: CompletionBody[] = []
  server.use(
    http.post(LLM_URL, async ({ request }) => {
      received.push((await request.json()) as CompletionBody)
      return answer()
    })
  )
  return received
}

function post(path: 'data-generator' | 'log-generator', body: unknown, headers: Record<string, string> = {}) {
  return new Request(`http://localhost/dashboard/api/ai/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

async function routes() {
  return {
    data: (await import('@/app/api/ai/data-generator/route')).POST,
    logs: (await import('@/app/api/ai/log-generator/route')).POST,
  }
}

const PETS: SampleDataRequest = {
  projectRef: 'default',
  schema: 'public',
  table: 'pets',
  count: 2,
  hint: 'dogs',
  columns: [
    { name: 'name', type: 'text', isNullable: false, isUnique: true, isPrimaryKey: false, enums: [], check: null, references: null },
    { name: 'mood', type: 'mood', isNullable: true, isUnique: false, isPrimaryKey: false, enums: ['sad', 'happy'], check: null, references: null },
    { name: 'age', type: 'int4', isNullable: false, isUnique: false, isPrimaryKey: false, enums: [], check: '(age >= 0)', references: null },
  ],
}

describe('AI helper routes, self-hosted', () => {
  it('say why when no provider is configured, without calling one', async () => {
    useChatEnv({ PGLITE_DATA_DIR: '/nonexistent' })
    const received = mockProvider(() => completion('{}'))
    const { data, logs } = await routes()

    for (const response of [await data(post('data-generator', PETS)), await logs(post('log-generator', { projectRef: 'default', source: 'postgres_logs', description: 'errors' }))]) {
      expect(response.status).toBe(503)
      expect((await response.json()).message).toMatch(/not configured: set OPENAI_API_KEY/)
    }
    expect(received).toHaveLength(0)
  })

  describe('with a provider', () => {
    beforeEach(() => useChatEnv({ ...PROVIDER_ENV, PGLITE_DATA_DIR: '/nonexistent' }))

    it('data generator: asks for structured rows of exactly the described columns and answers them', async () => {
      const rows = [
        { name: 'Rex', mood: 'happy', age: '3' },
        { name: "O'Malley", mood: null, age: '7' },
        { name: 'Extra', mood: 'sad', age: '1' },
      ]
      const received = mockProvider(() => completion(JSON.stringify({ rows })))
      const { data } = await routes()

      const response = await data(post('data-generator', PETS))

      expect(response.status).toBe(200)
      // Never more rows than asked for.
      expect(await response.json()).toEqual({ rows: rows.slice(0, 2) })
      expect(received).toHaveLength(1)
      const [body] = received
      expect(body.model).toBe('test-model')
      expect(body.response_format?.type).toBe('json_schema')
      const rowSchema = (body.response_format?.json_schema?.schema.properties.rows as { items: { properties: Record<string, unknown>; required: string[] } }).items
      expect(Object.keys(rowSchema.properties)).toEqual(['name', 'mood', 'age'])
      const prompt = body.messages.map((message) => message.content).join('\n')
      expect(prompt).toContain('Table public.pets')
      expect(prompt).toContain('- name: text, not null, unique')
      expect(prompt).toContain('one of "sad", "happy"')
      expect(prompt).toContain('check (age >= 0)')
      expect(prompt).toContain('Generate 2 rows.')
      expect(prompt).toContain('about: dogs')
    })

    it('data generator: a provider failure is a 502 naming it; a bad body a 400', async () => {
      mockProvider(() => HttpResponse.json({ error: { message: 'quota exceeded', type: 'insufficient_quota' } }, { status: 429 }))
      const { data } = await routes()

      const failed = await data(post('data-generator', PETS))
      expect(failed.status).toBe(502)
      expect((await failed.json()).message).toMatch(/^The AI provider failed: .*quota exceeded/)

      const bad = await data(post('data-generator', { ...PETS, count: 500 }))
      expect(bad.status).toBe(400)
      expect((await bad.json()).message).toMatch(/count/)
    })

    it('log generator: gives the source and its fields, and answers one select', async () => {
      const received = mockProvider(() =>
        completion(JSON.stringify({ sql: "select id, timestamp, event_message from postgres_logs where regexp_contains(event_message, '(?i)deadlock') order by timestamp desc limit 100;" }))
      )
      const { logs } = await routes()

      const response = await logs(post('log-generator', { projectRef: 'default', source: 'postgres_logs', description: 'deadlocks' }))

      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({
        sql: "select id, timestamp, event_message from postgres_logs where regexp_contains(event_message, '(?i)deadlock') order by timestamp desc limit 100",
      })
      const prompt = received[0].messages.map((message) => message.content).join('\n')
      expect(prompt).toContain('Source table: postgres_logs')
      expect(prompt).toContain('- event_message (string)')
      expect(prompt).toContain('Search: deadlocks')
    })

    it('log generator: refuses an answer that is not one query', async () => {
      mockProvider(() => completion(JSON.stringify({ sql: 'delete from postgres_logs; select 1' })))
      const { logs } = await routes()

      const response = await logs(post('log-generator', { projectRef: 'default', source: 'postgres_logs', description: 'anything' }))

      expect(response.status).toBe(502)
      expect((await response.json()).message).toMatch(/other than one logs query/)
    })
  })
})

describe('AI helper routes on the hosted platform', () => {
  function mockPlatform(optInTags: string[]) {
    server.use(
      http.get(`${API}/projects/:ref`, () => HttpResponse.json({ ref: 'abc', organization_id: 7 })),
      http.get(`${API}/organizations`, () => HttpResponse.json([{ id: 7, slug: 'acme', name: 'Acme', opt_in_tags: optInTags }]))
    )
  }

  beforeEach(() =>
    useChatEnv({ ...PROVIDER_ENV, IS_PLATFORM: 'true', PLATFORM_API_URL: API, GOTRUE_URL: 'https://auth.test/auth/v1' })
  )

  it('each helper needs its own opt-in: the SQL generator one does not open the data or log generator', async () => {
    mockPlatform([AI_SQL_GENERATOR_OPT_IN])
    const received = mockProvider(() => completion('{"rows": []}'))
    const { data, logs } = await routes()
    const auth = { authorization: 'Bearer user-token' }

    const refusedData = await data(post('data-generator', { ...PETS, projectRef: 'abc' }, auth))
    expect(refusedData.status).toBe(403)
    expect(await refusedData.json()).toEqual({ message: aiOptInRequiredMessage(AI_DATA_GENERATOR_OPT_IN) })
    const refusedLogs = await logs(post('log-generator', { projectRef: 'abc', source: 'edge_logs', description: 'errors' }, auth))
    expect(refusedLogs.status).toBe(403)
    expect(await refusedLogs.json()).toEqual({ message: aiOptInRequiredMessage(AI_LOG_GENERATOR_OPT_IN) })
    expect(received).toHaveLength(0)
  })

  it('answers once the organization opted in to the helper', async () => {
    mockPlatform([AI_DATA_GENERATOR_OPT_IN])
    mockProvider(() => completion(JSON.stringify({ rows: [{ name: 'Rex', mood: null, age: '2' }] })))
    const { data } = await routes()

    const response = await data(post('data-generator', { ...PETS, projectRef: 'abc' }, { authorization: 'Bearer user-token' }))

    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ rows: [{ name: 'Rex', mood: null, age: '2' }] })
  })
})
