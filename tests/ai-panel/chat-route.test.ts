import { http, HttpResponse } from 'msw'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { server } from '@/tests/setup/msw-server'

import {
  chatRequest,
  instructionsOf,
  loadChatRoute,
  openAiStream,
  readUiMessageStream,
  useChatEnv,
  userMessage,
} from './helpers/chat-route'
import { makeTempDir } from './helpers/temp-dir'

const LLM_URL = 'https://llm.test/v1/chat/completions'
const PROVIDER_ENV = { OPENAI_BASE_URL: 'https://llm.test/v1', OPENAI_API_KEY: 'test' }

type CompletionBody = { model: string; stream: boolean; messages: { role: string; content: unknown }[] }

/** Answers like an OpenAI-compatible server and keeps what it was asked. */
function mockProvider(pieces: string[]) {
  const received: { body: CompletionBody; authorization: string | null }[] = []
  server.use(
    http.post(LLM_URL, async ({ request }) => {
      received.push({ body: (await request.json()) as CompletionBody, authorization: request.headers.get('authorization') })
      return openAiStream(pieces)
    })
  )
  return received
}

describe('POST /dashboard/api/ai/chat (self-hosted, embedded database)', () => {
  const dir = makeTempDir()
  let POST: Awaited<ReturnType<typeof loadChatRoute>>
  let closeAllDatabases: () => Promise<void>

  beforeAll(async () => {
    useChatEnv({ ...PROVIDER_ENV, PGLITE_DATA_DIR: `${dir.path}/pglite`, AI_MODEL: 'test-model' })
    POST = await loadChatRoute()
    const { getServerConfig } = await import('@/lib/server/config')
    const { openProject } = await import('@/lib/server/projects/projects')
    closeAllDatabases = (await import('@/lib/server/db/registry')).closeAllDatabases
    const { database } = await openProject(getServerConfig(), 'default')
    await database.query(
      'create table public.tasks (id bigint generated always as identity primary key, title text not null, done boolean default false)'
    )
  })

  afterAll(async () => {
    await closeAllDatabases()
    dir.remove()
  })

  it('streams the provider answer as a UI-message stream', async () => {
    const received = mockProvider(['You asked: ', 'how many tasks?', '\n\n```sql\nselect count(*) from tasks;\n```'])

    const response = await POST(chatRequest({ projectRef: 'default', chatId: 'c1', model: 'gpt-5', messages: [userMessage('how many tasks?')] }))

    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/event-stream')
    const stream = await readUiMessageStream(response)
    expect(stream.text).toBe('You asked: how many tasks?\n\n```sql\nselect count(*) from tasks;\n```')
    expect(stream.errors).toEqual([])
    expect(stream.types.at(-1)).toBe('finish')

    expect(received).toHaveLength(1)
    expect(received[0].authorization).toBe('Bearer test')
    expect(received[0].body.stream).toBe(true)
    const userTurns = received[0].body.messages.filter((message) => message.role === 'user')
    expect(JSON.stringify(userTurns)).toContain('how many tasks?')
  })

  it('gives the model the read-only DDL of the project as context', async () => {
    const received = mockProvider(['ok'])

    await readUiMessageStream(await POST(chatRequest({ projectRef: 'default', messages: [userMessage('hi')] })))

    const instructions = instructionsOf(received[0].body)
    expect(instructions).toContain('-- WARNING: This schema is for context only and is not meant to be run.')
    expect(instructions).toMatch(/CREATE TABLE "?public"?\."?tasks"?/)
    expect(instructions).toContain('title')
    expect(instructions).toContain('```sql')
  })

  it('always uses the configured AI_MODEL, whatever model the page asks for', async () => {
    const received = mockProvider(['ok'])

    await readUiMessageStream(
      await POST(chatRequest({ projectRef: 'default', model: 'some-expensive-model', messages: [userMessage('hi')] }))
    )

    expect(received[0].body.model).toBe('test-model')
  })

  it('reports a provider failure inside the stream, as text', async () => {
    server.use(http.post(LLM_URL, () => HttpResponse.json({ error: { message: 'Incorrect API key provided' } }, { status: 401 })))

    const response = await POST(chatRequest({ projectRef: 'default', messages: [userMessage('hi')] }))

    const stream = await readUiMessageStream(response)
    expect(stream.errors).toHaveLength(1)
    expect(stream.errors[0]).toContain('The AI provider failed')
    expect(stream.errors[0]).toContain('Incorrect API key provided')
  })

  it('refuses cross-origin requests with 403 JSON, and accepts its own origin', async () => {
    const received = mockProvider(['ok'])

    const crossOrigin = await POST(
      chatRequest({ projectRef: 'default', messages: [userMessage('hi')] }, { origin: 'https://evil.example' })
    )
    expect(crossOrigin.status).toBe(403)
    expect(await crossOrigin.json()).toEqual({ message: 'Cross-origin requests are not allowed' })
    expect(received).toHaveLength(0)

    const sameOrigin = await POST(chatRequest({ projectRef: 'default', messages: [userMessage('hi')] }, { origin: 'http://localhost' }))
    expect(sameOrigin.status).toBe(200)
    await sameOrigin.text()
  })

  it('answers an invalid body with 400 JSON naming the problem', async () => {
    const noMessages = await POST(chatRequest({ projectRef: 'default', messages: [] }))
    expect(noMessages.status).toBe(400)
    expect(((await noMessages.json()) as { message: string }).message).toContain('messages')

    const badMessage = await POST(chatRequest({ projectRef: 'default', messages: [{ role: 'user' }] }))
    expect(badMessage.status).toBe(400)
    expect(badMessage.headers.get('content-type')).toContain('application/json')

    const notJson = await POST(chatRequest('{not json'))
    expect(notJson.status).toBe(400)
    expect(((await notJson.json()) as { message: string }).message).toContain('not valid JSON')
  })

  it('answers 404 JSON for a project that does not exist', async () => {
    const response = await POST(chatRequest({ projectRef: 'nope', messages: [userMessage('hi')] }))

    expect(response.status).toBe(404)
    expect(((await response.json()) as { message: string }).message).toContain('nope')
  })
})

describe('POST /dashboard/api/ai/chat without a provider', () => {
  it('answers 503 JSON saying the assistant is not configured', async () => {
    useChatEnv({})
    const POST = await loadChatRoute()

    const response = await POST(chatRequest({ projectRef: 'default', messages: [userMessage('hi')] }))

    expect(response.status).toBe(503)
    expect(response.headers.get('content-type')).toContain('application/json')
    const body = (await response.json()) as { message: string }
    expect(body.message).toMatch(/^The AI assistant is not configured/)
    expect(body.message).toContain('OPENAI_API_KEY')
  })
})
