import type { AddressInfo } from 'node:net'

import { http, passthrough } from 'msw'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { answerFor, createMockOpenAiServer } from '@/scripts/mock-openai-server'
import { server as msw } from '@/tests/setup/msw-server'

import { chatRequest, loadChatRoute, readUiMessageStream, useChatEnv, userMessage } from './helpers/chat-route'

const EXPECTED_ANSWER = 'You asked: How many rows?\n\nHere is a query you can run:\n\n```sql\nselect 42 as answer;\n```'

describe('scripts/mock-openai-server.ts', () => {
  const mock = createMockOpenAiServer()
  let baseUrl = ''

  beforeAll(async () => {
    // Port 0: the system picks a free port, so this never collides with servers the team runs.
    await new Promise<void>((resolve) => mock.listen(0, '127.0.0.1', resolve))
    baseUrl = `http://127.0.0.1:${(mock.address() as AddressInfo).port}/v1`
  })

  afterAll(() => new Promise<void>((resolve) => mock.close(() => resolve())))

  const useMock = () => msw.use(http.all(`${baseUrl}/*`, () => passthrough()))

  it('answers the last user message, whatever shape its content has', () => {
    expect(answerFor([{ role: 'user', content: 'How many rows?' }])).toBe(EXPECTED_ANSWER)
    expect(
      answerFor([
        { role: 'developer', content: 'instructions' },
        { role: 'user', content: 'first' },
        { role: 'assistant', content: 'reply' },
        { role: 'user', content: [{ type: 'text', text: 'How many rows?' }] },
      ])
    ).toBe(EXPECTED_ANSWER)
  })

  it('streams OpenAI chunks ending with [DONE], and answers plain JSON without stream', async () => {
    useMock()
    const messages = [{ role: 'user', content: 'How many rows?' }]

    const streamed = await fetch(`${baseUrl}/chat/completions`, {
      method: 'POST',
      body: JSON.stringify({ model: 'gpt-5', stream: true, messages }),
    })
    expect(streamed.headers.get('content-type')).toBe('text/event-stream')
    const events = (await streamed.text()).split('\n\n').filter(Boolean)
    expect(events.at(-1)).toBe('data: [DONE]')
    const chunks = events.slice(0, -1).map((event) => JSON.parse(event.slice('data: '.length)))
    expect(chunks.length).toBeGreaterThan(3)
    expect(chunks.map((chunk) => chunk.choices[0].delta.content ?? '').join('')).toBe(EXPECTED_ANSWER)
    expect(chunks.at(-1).choices[0].finish_reason).toBe('stop')

    const plain = await fetch(`${baseUrl}/chat/completions`, { method: 'POST', body: JSON.stringify({ model: 'm', messages }) })
    const completion = await plain.json()
    expect(completion.choices[0].message).toEqual({ role: 'assistant', content: EXPECTED_ANSWER })

    const models = await (await fetch(`${baseUrl}/models`)).json()
    expect(models.data.map((model: { id: string }) => model.id)).toContain('gpt-5')
  })

  it('serves the chat route end to end (as the e2e tests use it)', async () => {
    useMock()
    // Platform mode keeps this test off a database: the platform API below is mocked.
    useChatEnv({ IS_PLATFORM: 'true', PLATFORM_API_URL: 'https://api.test/platform', GOTRUE_URL: 'https://auth.test/auth/v1', OPENAI_BASE_URL: baseUrl, OPENAI_API_KEY: 'test' })
    const POST = await loadChatRoute()
    msw.use(
      http.get('https://api.test/platform/projects/abc', () => Response.json({ organization_id: 1 })),
      http.get('https://api.test/platform/organizations', () =>
        Response.json([{ id: 1, opt_in_tags: ['AI_SQL_GENERATOR_OPT_IN'] }])
      )
    )

    const response = await POST(
      chatRequest({ projectRef: 'abc', messages: [userMessage('How many rows?')] }, { authorization: 'Bearer token' })
    )

    expect((await readUiMessageStream(response)).text).toBe(EXPECTED_ANSWER)
  })
})
