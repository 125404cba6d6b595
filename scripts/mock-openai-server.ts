/**
 * A tiny OpenAI-compatible server for e2e tests and offline development of the AI assistant.
 *
 *   npx tsx scripts/mock-openai-server.ts --port 4020
 *   OPENAI_BASE_URL=http://127.0.0.1:4020/v1 OPENAI_API_KEY=test npm start
 *
 * POST /v1/chat/completions answers deterministically — "You asked: <last user message>" followed by
 * a runnable ```sql block — as SSE chunks when `stream: true` (ending with `data: [DONE]`) or as one
 * JSON completion otherwise. GET /v1/models lists the requested model names seen so far plus "gpt-5".
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const DEFAULT_PORT = 4020
const HOST = '127.0.0.1'
const MAX_BODY_BYTES = 5 * 1024 * 1024
const SQL_ANSWER = '```sql\nselect 42 as answer;\n```'

interface ChatMessage {
  role?: unknown
  content?: unknown
}

/** The answer to a conversation: pure, so its text is the same in every run. */
export function answerFor(messages: ChatMessage[]): string {
  const lastUser = [...messages].reverse().find((message) => message.role === 'user')
  const question = lastUser ? contentText(lastUser.content).trim() : ''
  return `You asked: ${question || '(nothing)'}\n\nHere is a query you can run:\n\n${SQL_ANSWER}`
}

/** Content is a string, or (newer clients) an array of parts of which the text parts count. */
function contentText(content: unknown): string {
  if (typeof content === 'string') return content
  if (!Array.isArray(content)) return ''
  return content
    .map((part: { type?: unknown; text?: unknown }) => (part?.type === 'text' && typeof part.text === 'string' ? part.text : ''))
    .join('')
}

/** Splits the answer into small word-sized pieces so clients really see a stream. */
function streamPieces(text: string): string[] {
  return text.match(/\s*\S+|\s+/g) ?? [text]
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        reject(new Error('Request body too large'))
        request.destroy()
        return
      }
      chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json' })
  response.end(JSON.stringify(body))
}

function sendError(response: ServerResponse, status: number, message: string) {
  sendJson(response, status, { error: { message, type: 'invalid_request_error', code: null } })
}

const seenModels = new Set<string>(['gpt-5'])
let completionCount = 0

async function handleCompletions(request: IncomingMessage, response: ServerResponse) {
  let body: { model?: unknown; messages?: unknown; stream?: unknown; stream_options?: { include_usage?: unknown } }
  try {
    body = JSON.parse(await readBody(request))
  } catch (error) {
    sendError(response, 400, `Invalid JSON body: ${(error as Error).message}`)
    return
  }
  if (!Array.isArray(body.messages)) {
    sendError(response, 400, 'messages must be an array')
    return
  }
  const model = typeof body.model === 'string' && body.model ? body.model : 'gpt-5'
  seenModels.add(model)
  const id = `chatcmpl-mock-${++completionCount}`
  const created = Math.floor(Date.now() / 1000)
  const answer = answerFor(body.messages as ChatMessage[])
  const usage = { prompt_tokens: 10, completion_tokens: streamPieces(answer).length, total_tokens: 10 + streamPieces(answer).length }

  if (body.stream !== true) {
    sendJson(response, 200, {
      id,
      object: 'chat.completion',
      created,
      model,
      choices: [{ index: 0, message: { role: 'assistant', content: answer }, finish_reason: 'stop' }],
      usage,
    })
    return
  }

  response.writeHead(200, {
    'Content-Type': 'text/event-stream',
    'Cache-Control': 'no-cache',
    Connection: 'keep-alive',
  })
  const send = (data: unknown) => response.write(`data: ${JSON.stringify(data)}\n\n`)
  const chunk = (delta: Record<string, unknown>, finishReason: string | null = null) => ({
    id,
    object: 'chat.completion.chunk',
    created,
    model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  })

  send(chunk({ role: 'assistant', content: '' }))
  for (const piece of streamPieces(answer)) {
    if (response.destroyed) return
    send(chunk({ content: piece }))
    // A short pause per piece keeps the stream visibly incremental without slowing tests down.
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  send(chunk({}, 'stop'))
  if (body.stream_options?.include_usage === true) send({ id, object: 'chat.completion.chunk', created, model, choices: [], usage })
  response.write('data: [DONE]\n\n')
  response.end()
}

export function createMockOpenAiServer() {
  return createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname.replace(/\/+$/, '')
    if (request.method === 'POST' && path === '/v1/chat/completions') {
      handleCompletions(request, response).catch((error: Error) => {
        if (!response.headersSent) sendError(response, 500, error.message)
        else response.end()
      })
      return
    }
    if (request.method === 'GET' && path === '/v1/models') {
      sendJson(response, 200, {
        object: 'list',
        data: [...seenModels].map((id) => ({ id, object: 'model', created: 0, owned_by: 'mock' })),
      })
      return
    }
    sendError(response, 404, `No route for ${request.method} ${path}`)
  })
}

function readPort(argv: string[]): number {
  const index = argv.indexOf('--port')
  const raw = index >= 0 ? argv[index + 1] : process.env.PORT
  const port = raw === undefined ? DEFAULT_PORT : Number(raw)
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    console.error(`Invalid port "${raw}": pass --port <1-65535>`)
    process.exit(1)
  }
  return port
}

// Started directly (npx tsx scripts/mock-openai-server.ts), not imported by a test.
const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href
if (isMain) {
  const port = readPort(process.argv.slice(2))
  const server = createMockOpenAiServer()
  server.listen(port, HOST, () => console.log(`Mock OpenAI server on http://${HOST}:${port}/v1`))
  const shutdown = () => server.close(() => process.exit(0))
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
}
