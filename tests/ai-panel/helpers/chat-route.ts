import { vi } from 'vitest'

/** Every variable the chat route reads; cleared before each configuration so tests never leak into each other. */
const MANAGED_ENV = [
  'IS_PLATFORM',
  'PLATFORM_API_URL',
  'GOTRUE_URL',
  'POSTGRES_URL',
  'PGLITE_DATA_DIR',
  'DASHBOARD_USERNAME',
  'DASHBOARD_PASSWORD',
  'DASHBOARD_AUTH',
  'OPENAI_API_KEY',
  'OPENAI_BASE_URL',
  'AI_MODEL',
  'SELF_HOSTED_PROJECTS',
]

/**
 * Sets the environment and forgets imported modules, so the next import of the route reads the
 * configuration afresh (lib/server/config.ts caches it per module instance), as a restart would.
 */
export function useChatEnv(env: Record<string, string | undefined>): void {
  for (const name of MANAGED_ENV) delete process.env[name]
  for (const [name, value] of Object.entries(env)) if (value !== undefined) process.env[name] = value
  vi.resetModules()
}

export async function loadChatRoute() {
  return (await import('@/app/api/ai/chat/route')).POST
}

export const CHAT_URL = 'http://localhost/dashboard/api/ai/chat'

export function userMessage(text: string, id = 'm1') {
  return { id, role: 'user', parts: [{ type: 'text', text }] }
}

export function chatRequest(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(CHAT_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

export interface StreamSummary {
  /** The answer's text: every text-delta joined. */
  text: string
  /** The error chunks' messages. */
  errors: string[]
  types: string[]
}

/** Reads an AI SDK UI-message stream (SSE of JSON chunks) to its end. */
export async function readUiMessageStream(response: Response): Promise<StreamSummary> {
  const body = await response.text()
  const summary: StreamSummary = { text: '', errors: [], types: [] }
  for (const line of body.split('\n')) {
    if (!line.startsWith('data: ') || line === 'data: [DONE]') continue
    const chunk = JSON.parse(line.slice('data: '.length)) as { type: string; delta?: string; errorText?: string }
    summary.types.push(chunk.type)
    if (chunk.type === 'text-delta') summary.text += chunk.delta ?? ''
    if (chunk.type === 'error') summary.errors.push(chunk.errorText ?? '')
  }
  return summary
}

/** An OpenAI Chat Completions SSE stream answering `pieces`, as an OpenAI-compatible server sends it. */
export function openAiStream(pieces: string[], model = 'gpt-5'): Response {
  const encoder = new TextEncoder()
  const chunk = (delta: Record<string, unknown>, finishReason: string | null = null) =>
    `data: ${JSON.stringify({
      id: 'chatcmpl-test',
      object: 'chat.completion.chunk',
      created: 1,
      model,
      choices: [{ index: 0, delta, finish_reason: finishReason }],
    })}\n\n`
  const events = [
    chunk({ role: 'assistant', content: '' }),
    ...pieces.map((piece) => chunk({ content: piece })),
    chunk({}, 'stop'),
    'data: [DONE]\n\n',
  ]
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const event of events) controller.enqueue(encoder.encode(event))
      controller.close()
    },
  })
  return new Response(stream, { headers: { 'Content-Type': 'text/event-stream' } })
}

interface ChatCompletionMessage {
  role: string
  content: unknown
}

/** The text of the system (or, for reasoning models, developer) instructions the provider received. */
export function instructionsOf(body: { messages: ChatCompletionMessage[] }): string {
  return body.messages
    .filter((message) => message.role === 'system' || message.role === 'developer')
    .map((message) => (typeof message.content === 'string' ? message.content : JSON.stringify(message.content)))
    .join('\n')
}
