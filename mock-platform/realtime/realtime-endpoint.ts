import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'

import { findProject, type PlatformState } from '../platform-state'
import { apiKeysFor } from '../seed-project-settings'
import { MOCK_GATEWAY_JWT_SECRET, mockProjectJwtSecret } from './hs256'
import { PhoenixHub, type PostgresChange } from './phoenix-hub'
import { acceptWebSocket } from './websocket-connection'

/**
 * Where the mock serves realtime: `/projects/{ref}/realtime/v1/websocket` for a platform project
 * (as PLATFORM_REALTIME_URL points there in the e2e) and `/gateway/realtime/v1/websocket` behind the
 * self-hosted gateway. The scope is the project's ref, or 'gateway'.
 */
const PROJECT_SOCKET_PATH = /^\/projects\/([a-z0-9-]+)\/realtime\/v1\/websocket\/?$/
const GATEWAY_SOCKET_PATH = /^\/gateway\/realtime\/v1\/websocket\/?$/
export const GATEWAY_SCOPE = 'gateway'
export const REALTIME_CONTROL_PREFIX = '/__mock/realtime/'

export function createRealtimeEndpoint(getState: () => PlatformState) {
  const hub = new PhoenixHub((scope) => ({
    jwtSecret: scope === GATEWAY_SCOPE ? (process.env.MOCK_GATEWAY_JWT_SECRET ?? MOCK_GATEWAY_JWT_SECRET) : mockProjectJwtSecret(scope),
  }))

  const refuse = (socket: Duplex, status: string, message: string) => {
    const body = JSON.stringify({ message })
    socket.end(`HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`)
  }

  /** Handles an 'upgrade' request; false when the path is not a realtime socket. */
  function handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const url = new URL(request.url ?? '/', 'http://mock')
    const projectMatch = PROJECT_SOCKET_PATH.exec(url.pathname)
    const scope = projectMatch ? projectMatch[1] : GATEWAY_SOCKET_PATH.test(url.pathname) ? GATEWAY_SCOPE : null
    if (!scope) return false
    const apiKey = url.searchParams.get('apikey') ?? ''
    if (!apiKey) {
      refuse(socket, '401 Unauthorized', 'No API key found in request')
      return true
    }
    if (scope !== GATEWAY_SCOPE) {
      const project = findProject(getState(), scope)
      if (!project) {
        refuse(socket, '404 Not Found', `Project ${scope} not found`)
        return true
      }
      if (!(apiKeysFor(scope) ?? []).some((key) => key.api_key === apiKey)) {
        refuse(socket, '401 Unauthorized', 'Invalid API key')
        return true
      }
    }
    const connection = acceptWebSocket(request, socket, head)
    if (connection) hub.attach(connection, scope, url.searchParams)
    return true
  }

  /** POST /__mock/realtime/postgres-change and /__mock/realtime/broadcast, for specs and the bench. */
  function handleControl(method: string, pathname: string, body: string): { status: number; body: unknown } | null {
    if (!pathname.startsWith(REALTIME_CONTROL_PREFIX)) return null
    let input: Record<string, unknown>
    try {
      input = JSON.parse(body || '{}') as Record<string, unknown>
    } catch {
      return { status: 400, body: { message: 'Body must be JSON' } }
    }
    const scope = typeof input.project === 'string' ? input.project : GATEWAY_SCOPE
    const action = pathname.slice(REALTIME_CONTROL_PREFIX.length)
    if (method === 'GET' && action === 'connections') return { status: 200, body: { connections: hub.connectionCount(scope) } }
    if (method !== 'POST') return { status: 405, body: { message: 'Use POST' } }
    if (action === 'postgres-change') {
      const change = input as unknown as PostgresChange
      if (typeof change.schema !== 'string' || typeof change.table !== 'string' || !['INSERT', 'UPDATE', 'DELETE'].includes(change.type)) {
        return { status: 400, body: { message: 'Send schema, table and type (INSERT, UPDATE or DELETE)' } }
      }
      return { status: 200, body: { delivered: hub.emitPostgresChange(scope, change) } }
    }
    if (action === 'broadcast') {
      if (typeof input.topic !== 'string' || typeof input.event !== 'string') return { status: 400, body: { message: 'Send topic and event' } }
      const topic = input.topic.startsWith('realtime:') ? input.topic : `realtime:${input.topic}`
      const { event, payload = {} } = input as { event: string; payload?: unknown }
      // {perSecond, seconds}: a steady stream from the server for the bench, numbered in payload.seq.
      if (typeof input.perSecond === 'number' && typeof input.seconds === 'number') {
        return { status: 202, body: { scheduled: streamBroadcasts(scope, topic, event, payload, input.perSecond, input.seconds) } }
      }
      return { status: 200, body: { delivered: hub.broadcastFromServer(scope, topic, event, payload) } }
    }
    return { status: 404, body: { message: `No realtime control ${action}` } }
  }

  /** Sends perSecond messages a second for `seconds`, in 10 ms ticks that catch up on timer lag. */
  function streamBroadcasts(scope: string, topic: string, event: string, payload: unknown, perSecond: number, seconds: number): number {
    const total = Math.max(0, Math.floor(perSecond * seconds))
    const startedAt = Date.now()
    let sent = 0
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((Date.now() - startedAt) / 1000) * perSecond))
      while (sent < due) hub.broadcastFromServer(scope, topic, event, { ...(payload as Record<string, unknown>), seq: ++sent })
      if (sent >= total) clearInterval(timer)
    }, 10)
    return total
  }

  return { hub, handleUpgrade, handleControl }
}
