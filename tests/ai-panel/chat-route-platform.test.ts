import { http, HttpResponse } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'

import { AI_SQL_GENERATOR_OPT_IN, aiOptInRequiredMessage } from '@/lib/ai/opt-in'
import { server } from '@/tests/setup/msw-server'

import { chatRequest, instructionsOf, loadChatRoute, openAiStream, readUiMessageStream, useChatEnv, userMessage } from './helpers/chat-route'

const API = 'https://api.test/platform'
const LLM_URL = 'https://llm.test/v1/chat/completions'

/** The platform API as the caller's token sees it: project abc in organization 7 with these opt-ins. */
function mockPlatform(optInTags: string[]) {
  const seenAuthorization: (string | null)[] = []
  server.use(
    http.get(`${API}/projects/:ref`, ({ request, params }) => {
      seenAuthorization.push(request.headers.get('authorization'))
      if (request.headers.get('authorization') !== 'Bearer user-token') {
        return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })
      }
      if (params.ref !== 'abc') return HttpResponse.json({ message: 'Project not found' }, { status: 404 })
      return HttpResponse.json({ ref: 'abc', organization_id: 7, connectionString: 'encrypted' })
    }),
    http.get(`${API}/organizations`, ({ request }) => {
      seenAuthorization.push(request.headers.get('authorization'))
      return HttpResponse.json([
        { id: 3, slug: 'other', name: 'Other', plan: { id: 'pro', name: 'Pro' }, opt_in_tags: [AI_SQL_GENERATOR_OPT_IN] },
        { id: 7, slug: 'acme', name: 'Acme', plan: { id: 'free', name: 'Free' }, opt_in_tags: optInTags },
      ])
    })
  )
  return seenAuthorization
}

describe('POST /dashboard/api/ai/chat on the hosted platform', () => {
  let POST: Awaited<ReturnType<typeof loadChatRoute>>

  beforeAll(async () => {
    useChatEnv({
      IS_PLATFORM: 'true',
      PLATFORM_API_URL: API,
      GOTRUE_URL: 'https://auth.test/auth/v1',
      OPENAI_BASE_URL: 'https://llm.test/v1',
      OPENAI_API_KEY: 'test',
    })
    POST = await loadChatRoute()
  })

  it('requires a signed-in caller', async () => {
    mockPlatform([AI_SQL_GENERATOR_OPT_IN])

    const response = await POST(chatRequest({ projectRef: 'abc', messages: [userMessage('hi')] }))

    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'Sign in to use the AI assistant' })
  })

  it('passes on the platform refusing the caller', async () => {
    mockPlatform([AI_SQL_GENERATOR_OPT_IN])

    const expired = await POST(chatRequest({ projectRef: 'abc', messages: [userMessage('hi')] }, { authorization: 'Bearer expired' }))
    expect(expired.status).toBe(401)

    const unknown = await POST(chatRequest({ projectRef: 'zzz', messages: [userMessage('hi')] }, { authorization: 'Bearer user-token' }))
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ message: 'Project not found' })
  })

  it("refuses with 403 when the project's organization has not opted in to the SQL generator", async () => {
    mockPlatform([])

    const response = await POST(chatRequest({ projectRef: 'abc', messages: [userMessage('hi')] }, { authorization: 'Bearer user-token' }))

    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ message: aiOptInRequiredMessage(AI_SQL_GENERATOR_OPT_IN) })
  })

  it('streams for an opted-in organization, checking with the caller\'s token and without schema DDL', async () => {
    const seenAuthorization = mockPlatform([AI_SQL_GENERATOR_OPT_IN])
    let instructions = ''
    server.use(
      http.post(LLM_URL, async ({ request }) => {
        instructions = instructionsOf((await request.json()) as Parameters<typeof instructionsOf>[0])
        return openAiStream(['Hello'])
      })
    )

    const response = await POST(chatRequest({ projectRef: 'abc', messages: [userMessage('hi')] }, { authorization: 'Bearer user-token' }))

    expect(response.status).toBe(200)
    expect((await readUiMessageStream(response)).text).toBe('Hello')
    expect(seenAuthorization).toEqual(['Bearer user-token', 'Bearer user-token'])
    expect(instructions).toContain('is not available')
    expect(instructions).not.toContain('CREATE TABLE')
  })
})
