// @vitest-environment node
import { RealtimeClient, type RealtimeChannel } from '@supabase/realtime-js'
import { WebSocket as UndiciWebSocket } from 'undici'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { MOCK_GATEWAY_JWT_SECRET, mockProjectJwtSecret, signHs256 } from '@/mock-platform/realtime/hs256'
import { apiKeysFor } from '@/mock-platform/seed-project-settings'
import type { MockPlatformServer } from '@/mock-platform/server'
import { PRIMARY_PROJECT_REF } from '@/mock-platform/seed-ids'
import { allowLoopback, startLoopbackPlatform } from '@/tests/mocks-tests/loopback'

/** realtime-js itself, over a real WebSocket, against the mock's Phoenix-channels endpoint. */

let platform: MockPlatformServer
const clients: RealtimeClient[] = []

beforeAll(async () => {
  platform = await startLoopbackPlatform()
})
afterAll(async () => {
  for (const client of clients) client.disconnect()
  await platform.close()
})

const anonKey = () => apiKeysFor(PRIMARY_PROJECT_REF)!.find((key) => key.tags === 'anon')!.api_key

function connect(path: string, apiKey: string, accessToken?: string) {
  const client = new RealtimeClient(`${platform.url.replace('http', 'ws')}${path}`, {
    params: { apikey: apiKey },
    transport: UndiciWebSocket as never,
  })
  // A manual token, as the inspector sets the one the dashboard's server signed.
  if (accessToken) void client.setAuth(accessToken)
  clients.push(client)
  return client
}

function subscribe(channel: RealtimeChannel): Promise<{ status: string; error?: Error }> {
  return new Promise((resolve) => {
    channel.subscribe((status, error) => {
      if (status !== 'CLOSED') resolve({ status, error })
    })
  })
}

function nextEvent<T>(register: (resolve: (value: T) => void) => void): Promise<T> {
  return new Promise((resolve) => register(resolve))
}

const projectPath = `/projects/${PRIMARY_PROJECT_REF}/realtime/v1`

describe('mock realtime endpoint', () => {
  beforeEach(() => allowLoopback(platform))

  it('fans a broadcast out to the other subscriber and, with self, to the sender', async () => {
    const sender = connect(projectPath, anonKey()).channel('room:one', { config: { broadcast: { self: true } } })
    const receiver = connect(projectPath, anonKey()).channel('room:one')
    const receivedByOther = nextEvent<unknown>((resolve) => receiver.on('broadcast', { event: 'chat' }, (message) => resolve(message.payload)))
    const receivedBySelf = nextEvent<unknown>((resolve) => sender.on('broadcast', { event: 'chat' }, (message) => resolve(message.payload)))
    expect((await subscribe(receiver)).status).toBe('SUBSCRIBED')
    expect((await subscribe(sender)).status).toBe('SUBSCRIBED')
    await sender.send({ type: 'broadcast', event: 'chat', payload: { text: 'hello' } })
    expect(await receivedByOther).toEqual({ text: 'hello' })
    expect(await receivedBySelf).toEqual({ text: 'hello' })
  })

  it('keeps presence: a track reaches the other subscriber as a join', async () => {
    const first = connect(projectPath, anonKey()).channel('room:presence', { config: { presence: { key: 'alice' } } })
    const second = connect(projectPath, anonKey()).channel('room:presence', { config: { presence: { key: 'bob' } } })
    const joined = nextEvent<string>((resolve) => second.on('presence', { event: 'join' }, ({ key }) => resolve(key)))
    await subscribe(second)
    await subscribe(first)
    expect(await first.track({ status: 'online' })).toBe('ok')
    expect(await joined).toBe('alice')
    expect(second.presenceState().alice[0]).toMatchObject({ status: 'online' })
  })

  it('answers postgres_changes with subscription ids and delivers only rows that pass the filter', async () => {
    const channel = connect(projectPath, anonKey()).channel('db')
    const changes: unknown[] = []
    channel.on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'todos', filter: 'id=gt.10' }, (change) => changes.push(change.new))
    expect((await subscribe(channel)).status).toBe('SUBSCRIBED')
    const emit = (record: Record<string, unknown>) =>
      fetch(`${platform.url}/__mock/realtime/postgres-change`, {
        method: 'POST',
        body: JSON.stringify({ project: PRIMARY_PROJECT_REF, schema: 'public', table: 'todos', type: 'INSERT', record }),
      }).then((response) => response.json() as Promise<{ delivered: number }>)
    expect(await emit({ id: 5, title: 'skipped' })).toEqual({ delivered: 0 })
    expect(await emit({ id: 11, title: 'kept' })).toEqual({ delivered: 1 })
    await expect.poll(() => changes).toEqual([{ id: 11, title: 'kept' }])
  })

  it('refuses a private channel to anon and admits a token signed with the scope secret', async () => {
    const anon = await subscribe(connect(projectPath, anonKey()).channel('secret', { config: { private: true } }))
    expect(anon.status).toBe('CHANNEL_ERROR')
    expect(anon.error?.message).toMatch(/Unauthorized/)

    const token = await signHs256({ role: 'authenticated', sub: 'user-1', exp: Math.floor(Date.now() / 1000) + 60 }, mockProjectJwtSecret(PRIMARY_PROJECT_REF))
    const signedIn = await subscribe(connect(projectPath, anonKey(), token).channel('secret', { config: { private: true } }))
    expect(signedIn.status).toBe('SUBSCRIBED')
  })

  it('refuses a token with a wrong signature', async () => {
    const forged = await signHs256({ role: 'authenticated', sub: 'user-1' }, 'not-the-secret')
    const result = await subscribe(connect(projectPath, anonKey(), forged).channel('room:any'))
    expect(result.status).toBe('CHANNEL_ERROR')
    expect(result.error?.message).toMatch(/signature/)
  })

  it('serves the self-hosted gateway with its own secret', async () => {
    const token = await signHs256({ role: 'authenticated', sub: 'u', exp: Math.floor(Date.now() / 1000) + 60 }, MOCK_GATEWAY_JWT_SECRET)
    const channel = connect('/gateway/realtime/v1', 'any-anon-key', token).channel('room:gw', { config: { broadcast: { self: true, ack: true } } })
    const received = nextEvent<unknown>((resolve) => channel.on('broadcast', { event: 'ping' }, (message) => resolve(message.payload)))
    expect((await subscribe(channel)).status).toBe('SUBSCRIBED')
    expect(await channel.send({ type: 'broadcast', event: 'ping', payload: { n: 1 } })).toBe('ok')
    expect(await received).toEqual({ n: 1 })
  })

  it('refuses a socket without an API key', async () => {
    const socket = new UndiciWebSocket(`${platform.url.replace('http', 'ws')}${projectPath}/websocket?vsn=2.0.0`)
    const outcome = await new Promise<string>((resolve) => {
      socket.onopen = () => resolve('open')
      socket.onerror = () => resolve('refused')
    })
    expect(outcome).toBe('refused')
  })

  it('answers heartbeats and leaves, in the vsn 1.0.0 object format too', async () => {
    const socket = new UndiciWebSocket(`${platform.url.replace('http', 'ws')}${projectPath}/websocket?apikey=${encodeURIComponent(anonKey())}&vsn=1.0.0`)
    const replies: unknown[] = []
    socket.onmessage = (event) => replies.push(JSON.parse(String(event.data)))
    await new Promise((resolve) => (socket.onopen = resolve))
    socket.send(JSON.stringify({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '1', join_ref: null }))
    socket.send(JSON.stringify({ topic: 'realtime:x', event: 'phx_join', payload: { config: {} }, ref: '2', join_ref: '2' }))
    socket.send(JSON.stringify({ topic: 'realtime:x', event: 'phx_leave', payload: {}, ref: '3', join_ref: '2' }))
    await expect.poll(() => replies.length).toBe(3)
    expect(replies).toEqual([
      { topic: 'phoenix', event: 'phx_reply', payload: { status: 'ok', response: {} }, ref: '1', join_ref: null },
      { topic: 'realtime:x', event: 'phx_reply', payload: { status: 'ok', response: { postgres_changes: [] } }, ref: '2', join_ref: '2' },
      { topic: 'realtime:x', event: 'phx_reply', payload: { status: 'ok', response: {} }, ref: '3', join_ref: '2' },
    ])
    socket.close()
  })
})
