import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { getResponse, type RequestHandler } from 'msw'

import { handleControlRequest, CONTROL_PREFIX } from './control'
import { createPlatformHandlers } from './handlers'
import { createPlatformState, type PlatformState, type PlatformStateOptions } from './platform-state'
import { createRealtimeEndpoint } from './realtime/realtime-endpoint'
import { isScenarioName, type ScenarioName } from './scenarios'

/**
 * The mock platform as a REAL HTTP server on loopback, so the browser (Playwright, `npm run dev:mock`)
 * and the Next server both reach the same in-memory platform. Requests are answered by the very MSW
 * handlers vitest uses, through msw's `getResponse`.
 */

export interface StartMockPlatformServerOptions extends PlatformStateOptions {
  /** 0 picks a free port. */
  port?: number
  host?: string
  scenario?: ScenarioName
}

export interface MockPlatformServer {
  /** http://host:port */
  readonly url: string
  /** The platform API base, ending in /platform. */
  readonly platformUrl: string
  /** The GoTrue base, ending in /auth/v1. */
  readonly gotrueUrl: string
  readonly port: number
  readonly state: PlatformState
  /** Replaces the whole platform with a fresh copy of a scenario and clears the request log. */
  setScenario(name: ScenarioName, options?: PlatformStateOptions): void
  /** Back to a fresh copy of the current scenario. */
  reset(): void
  close(): Promise<void>
}

export const CORS_ALLOWED_METHODS = 'GET,POST,PUT,PATCH,DELETE,HEAD,OPTIONS'
export const CORS_ALLOWED_HEADERS = [
  'authorization',
  'content-type',
  'accept',
  'x-request-id',
  'version',
  'x-connection-encrypted',
  'x-pg-application-name',
  'apikey',
  'x-client-info',
  'x-supabase-api-version',
]
// The Location and Upload-* headers are the TUS protocol's (resumable uploads to the storage API).
export const CORS_EXPOSED_HEADERS = 'x-request-id, retry-after, x-total-count, location, upload-offset, upload-length, tus-resumable'

export async function startMockPlatformServer(options: StartMockPlatformServerOptions = {}): Promise<MockPlatformServer> {
  const { port = 0, host = '127.0.0.1', scenario = 'default', ...stateOptions } = options
  let currentScenario = scenario
  let currentOptions: PlatformStateOptions = stateOptions
  let state = createPlatformState(currentScenario, currentOptions)
  let handlers: RequestHandler[] = []
  let origin = ''

  const rebuild = () => {
    handlers = createPlatformHandlers({ baseUrl: `${origin}/platform`, gotrueUrl: `${origin}/auth/v1`, state })
  }
  const setScenario = (name: ScenarioName, nextOptions: PlatformStateOptions = stateOptions) => {
    currentScenario = name
    currentOptions = nextOptions
    state = createPlatformState(name, nextOptions)
    realtime.hub.closeAll()
    rebuild()
  }
  const realtime = createRealtimeEndpoint(() => state)

  const server = createServer((request, response) => {
    handleRequest(request, response).catch((error: unknown) => {
      if (!response.headersSent) {
        writeJson(response, 500, { message: `Mock platform failed: ${errorMessage(error)}` })
      } else {
        response.destroy()
      }
    })
  })

  async function handleRequest(request: IncomingMessage, response: ServerResponse) {
    applyCors(request, response)
    const url = new URL(request.url ?? '/', origin)
    const method = (request.method ?? 'GET').toUpperCase()
    if (method === 'OPTIONS') {
      response.writeHead(204).end()
      return
    }
    const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(request)

    const realtimeControl = realtime.handleControl(method, url.pathname, body ? body.toString('utf8') : '')
    if (realtimeControl) {
      writeJson(response, realtimeControl.status, realtimeControl.body)
      return
    }
    if (url.pathname.startsWith(CONTROL_PREFIX)) {
      const result = handleControlRequest({
        method,
        pathname: url.pathname,
        body: body ? body.toString('utf8') : '',
        state,
        setScenario: (name, seed) => setScenario(name, seed === undefined ? stateOptions : { ...stateOptions, seed }),
        reset: () => setScenario(currentScenario, currentOptions),
        isScenarioName,
      })
      writeJson(response, result.status, result.body)
      return
    }

    const abort = new AbortController()
    // The client gave up (time-out, navigation): stop slow chaos responses instead of holding the socket.
    response.on('close', () => {
      if (!response.writableFinished) abort.abort()
    })
    const fetchRequest = new Request(url, {
      method,
      headers: toHeaders(request),
      body: body && body.length > 0 ? new Uint8Array(body) : undefined,
      signal: abort.signal,
    })
    const mocked = await getResponse(handlers, fetchRequest)
    if (!mocked) {
      writeJson(response, 404, { message: `No mock for ${method} ${url.pathname}` })
      return
    }
    await writeResponse(response, mocked, method === 'HEAD')
  }

  // Realtime's Phoenix-channels sockets (mock-platform/realtime): every other upgrade is refused.
  server.on('upgrade', (request, socket, head) => {
    if (!realtime.handleUpgrade(request, socket, head)) socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n')
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address() as AddressInfo
  const urlHost = host.includes(':') ? `[${host}]` : host
  origin = `http://${urlHost}:${address.port}`
  rebuild()

  return {
    url: origin,
    platformUrl: `${origin}/platform`,
    gotrueUrl: `${origin}/auth/v1`,
    port: address.port,
    get state() {
      return state
    },
    setScenario,
    reset: () => setScenario(currentScenario, currentOptions),
    close: () =>
      new Promise<void>((resolve, reject) => {
        realtime.hub.closeAll()
        server.close((error) => (error ? reject(error) : resolve()))
        // Keep-alive browser connections would otherwise hold close() open.
        server.closeAllConnections()
      }),
  }
}

function applyCors(request: IncomingMessage, response: ServerResponse) {
  const requestOrigin = request.headers.origin
  response.setHeader('Vary', 'Origin')
  if (requestOrigin) {
    response.setHeader('Access-Control-Allow-Origin', requestOrigin)
    response.setHeader('Access-Control-Allow-Credentials', 'true')
  }
  response.setHeader('Access-Control-Allow-Methods', CORS_ALLOWED_METHODS)
  const requested = (request.headers['access-control-request-headers'] ?? '')
    .split(',')
    .map((header) => header.trim().toLowerCase())
    .filter(Boolean)
  const allowed = Array.from(new Set([...CORS_ALLOWED_HEADERS, ...requested]))
  response.setHeader('Access-Control-Allow-Headers', allowed.join(', '))
  response.setHeader('Access-Control-Expose-Headers', CORS_EXPOSED_HEADERS)
  response.setHeader('Access-Control-Max-Age', '600')
}

function toHeaders(request: IncomingMessage): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  return headers
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks)))
    request.on('error', reject)
  })
}

async function writeResponse(response: ServerResponse, mocked: Response, isHead: boolean) {
  const headers: Record<string, string | string[]> = {}
  mocked.headers.forEach((value, name) => {
    if (name === 'set-cookie' || name === 'content-length') return
    headers[name] = value
  })
  const cookies = mocked.headers.getSetCookie()
  if (cookies.length > 0) headers['set-cookie'] = cookies
  const body = Buffer.from(await mocked.arrayBuffer())
  // A HEAD answer announces the length of the body it leaves out (node drops the body itself).
  headers['content-length'] = String(body.length)
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
  response.writeHead(mocked.status, mocked.statusText || undefined)
  response.end(isHead ? undefined : body)
}

function writeJson(response: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body)
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) })
  response.end(text)
}

function errorMessage(error: unknown) {
  return error instanceof Error ? error.message : String(error)
}
