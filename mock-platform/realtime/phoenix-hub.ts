import { randomUUID } from 'node:crypto'

import { parsePostgresFilter, rowMatchesFilter } from '@/lib/realtime/postgres-filter'

import { decodeBinary, decodeText, encodeMessage, type PhoenixMessage, type Vsn } from './phoenix-codec'
import { verifyHs256 } from './hs256'
import type { WebSocketConnection } from './websocket-connection'

/**
 * A stateful stand-in for the realtime server (Phoenix channels), per scope: a platform project ref,
 * or 'gateway' for the self-hosted gateway. Joins check the token, broadcasts fan out to the topic,
 * presence keeps who tracked what, and Postgres changes reach the subscriptions whose bindings match.
 */

export interface PostgresChangeBinding {
  id: number
  event: string
  schema: string
  table?: string
  filter?: string
}

interface Subscription {
  client: Client
  topic: string
  joinRef: string | null
  isPrivate: boolean
  broadcastSelf: boolean
  broadcastAck: boolean
  presenceKey: string
  postgresChanges: PostgresChangeBinding[]
  role: string
}

interface Client {
  connection: WebSocketConnection
  scope: string
  apiKey: string
  vsn: Vsn
  subscriptions: Map<string, Subscription>
  queue: Promise<unknown>
}

export interface ScopeAuth {
  /** HS256 secret the scope's tokens are signed with. */
  jwtSecret: string
}

export interface PostgresChange {
  schema: string
  table: string
  type: 'INSERT' | 'UPDATE' | 'DELETE'
  record?: Record<string, unknown>
  old_record?: Record<string, unknown>
}

export type AuthorizeResult = { ok: true; role: string } | { ok: false; reason: string }

export class PhoenixHub {
  private readonly clients = new Set<Client>()
  /** scope → topic → presence key → metas */
  private readonly presence = new Map<string, Map<string, Map<string, Array<Record<string, unknown>>>>>()
  private nextBindingId = 1
  private nextPresenceRef = 1

  constructor(private readonly authFor: (scope: string) => ScopeAuth) {}

  attach(connection: WebSocketConnection, scope: string, params: URLSearchParams) {
    const client: Client = {
      connection,
      scope,
      apiKey: params.get('apikey') ?? '',
      vsn: params.get('vsn') === '1.0.0' ? '1.0.0' : '2.0.0',
      subscriptions: new Map(),
      queue: Promise.resolve(),
    }
    this.clients.add(client)
    connection.onMessage((message) => {
      const decoded = message.kind === 'text' ? decodeText(message.text) : decodeBinary(message.data)
      // One message at a time per socket: a join checks its token asynchronously, and what follows must wait for it.
      if (decoded) client.queue = client.queue.then(() => this.handle(client, decoded)).catch(() => undefined)
    })
    connection.onClose(() => {
      for (const subscription of client.subscriptions.values()) this.untrack(subscription)
      this.clients.delete(client)
    })
  }

  closeAll() {
    for (const client of this.clients) client.connection.close(1001, 'Mock platform reset')
    this.clients.clear()
    this.presence.clear()
  }

  /** How many sockets are open in a scope (the tests and the control endpoint read it). */
  connectionCount(scope: string) {
    return [...this.clients].filter((client) => client.scope === scope).length
  }

  /** Decides the role a token joins as: the API key itself is anon; a JWT must carry the scope's signature. */
  async authorize(scope: string, apiKey: string, token: unknown): Promise<AuthorizeResult> {
    if (token === undefined || token === null || token === '' || token === apiKey) return { ok: true, role: 'anon' }
    if (typeof token !== 'string') return { ok: false, reason: 'access_token must be a string' }
    const verified = await verifyHs256(token, this.authFor(scope).jwtSecret)
    if (!verified.ok) return verified
    return { ok: true, role: typeof verified.claims.role === 'string' ? verified.claims.role : 'anon' }
  }

  private send(client: Client, message: PhoenixMessage) {
    if (client.connection.isOpen) client.connection.sendText(encodeMessage(message, client.vsn))
  }

  private reply(client: Client, message: PhoenixMessage, status: 'ok' | 'error', response: Record<string, unknown> = {}) {
    this.send(client, { join_ref: message.join_ref, ref: message.ref, topic: message.topic, event: 'phx_reply', payload: { status, response } })
  }

  private async handle(client: Client, message: PhoenixMessage) {
    if (message.topic === 'phoenix' && message.event === 'heartbeat') return this.reply(client, message, 'ok')
    const subscription = client.subscriptions.get(message.topic)
    switch (message.event) {
      case 'phx_join':
        return this.join(client, message)
      case 'phx_leave':
        if (subscription) this.leave(subscription)
        return this.reply(client, message, 'ok')
      case 'access_token':
        return this.refreshToken(client, message, subscription)
      case 'broadcast':
        if (!subscription) return this.reply(client, message, 'error', { reason: 'unmatched topic' })
        this.broadcast(subscription, message.payload)
        return this.reply(client, message, 'ok')
      case 'presence':
        if (!subscription) return this.reply(client, message, 'error', { reason: 'unmatched topic' })
        this.presenceEvent(subscription, message.payload)
        return this.reply(client, message, 'ok')
      default:
        return this.reply(client, message, 'error', { reason: `unknown event ${message.event}` })
    }
  }

  private async join(client: Client, message: PhoenixMessage) {
    const config = (message.payload.config ?? {}) as {
      broadcast?: { self?: boolean; ack?: boolean }
      presence?: { key?: string; enabled?: boolean }
      postgres_changes?: Array<{ event?: string; schema?: string; table?: string; filter?: string }>
      private?: boolean
    }
    const auth = await this.authorize(client.scope, client.apiKey, message.payload.access_token)
    if (!auth.ok) return this.reply(client, message, 'error', { reason: auth.reason })
    const isPrivate = config.private === true
    // A private channel needs an RLS policy on realtime.messages; the mock grants it to signed-in roles only.
    if (isPrivate && auth.role === 'anon') {
      return this.reply(client, message, 'error', { reason: 'Unauthorized: You do not have permissions to read from this Channel topic' })
    }
    const bindings: PostgresChangeBinding[] = []
    for (const binding of config.postgres_changes ?? []) {
      if (binding.filter && !parsePostgresFilter(binding.filter).ok) {
        return this.reply(client, message, 'error', { reason: `Invalid filter: ${binding.filter}` })
      }
      bindings.push({ id: this.nextBindingId++, event: binding.event ?? '*', schema: binding.schema ?? 'public', table: binding.table, filter: binding.filter })
    }
    const previous = client.subscriptions.get(message.topic)
    if (previous) this.leave(previous)
    const subscription: Subscription = {
      client,
      topic: message.topic,
      joinRef: message.join_ref ?? message.ref,
      isPrivate,
      broadcastSelf: config.broadcast?.self === true,
      broadcastAck: config.broadcast?.ack === true,
      presenceKey: config.presence?.key || randomUUID(),
      postgresChanges: bindings,
      role: auth.role,
    }
    client.subscriptions.set(message.topic, subscription)
    this.reply(client, message, 'ok', { postgres_changes: bindings })
    if (config.presence?.enabled) {
      this.sendToSubscription(subscription, 'presence_state', this.presenceState(client.scope, message.topic))
    }
    if (bindings.length > 0) {
      this.sendToSubscription(subscription, 'system', { status: 'ok', message: 'Subscribed to PostgreSQL', extension: 'postgres_changes', channel: message.topic.replace(/^realtime:/, '') })
    }
  }

  private async refreshToken(client: Client, message: PhoenixMessage, subscription: Subscription | undefined) {
    if (!subscription) return
    const auth = await this.authorize(client.scope, client.apiKey, message.payload.access_token)
    if (auth.ok) {
      subscription.role = auth.role
      return
    }
    this.sendToSubscription(subscription, 'system', { status: 'error', message: auth.reason, extension: 'system' })
    this.sendToSubscription(subscription, 'phx_close', {})
    this.leave(subscription)
  }

  private sendToSubscription(subscription: Subscription, event: string, payload: Record<string, unknown>) {
    this.send(subscription.client, { join_ref: subscription.joinRef, ref: null, topic: subscription.topic, event, payload })
  }

  private subscribersOf(scope: string, topic: string): Subscription[] {
    const result: Subscription[] = []
    for (const client of this.clients) {
      if (client.scope !== scope) continue
      const subscription = client.subscriptions.get(topic)
      if (subscription) result.push(subscription)
    }
    return result
  }

  private broadcast(sender: Subscription, payload: Record<string, unknown>) {
    for (const subscription of this.subscribersOf(sender.client.scope, sender.topic)) {
      if (subscription === sender && !sender.broadcastSelf) continue
      this.sendToSubscription(subscription, 'broadcast', { type: 'broadcast', event: payload.event, payload: payload.payload })
    }
  }

  /** A broadcast from outside any socket (the control endpoint, the bench): like the REST broadcast API. */
  broadcastFromServer(scope: string, topic: string, event: string, payload: unknown): number {
    const subscribers = this.subscribersOf(scope, topic)
    for (const subscription of subscribers) this.sendToSubscription(subscription, 'broadcast', { type: 'broadcast', event, payload })
    return subscribers.length
  }

  private topicPresence(scope: string, topic: string) {
    let byTopic = this.presence.get(scope)
    if (!byTopic) this.presence.set(scope, (byTopic = new Map()))
    let byKey = byTopic.get(topic)
    if (!byKey) byTopic.set(topic, (byKey = new Map()))
    return byKey
  }

  private presenceState(scope: string, topic: string) {
    const state: Record<string, { metas: Array<Record<string, unknown>> }> = {}
    for (const [key, metas] of this.topicPresence(scope, topic)) state[key] = { metas }
    return state
  }

  private presenceEvent(subscription: Subscription, payload: Record<string, unknown>) {
    if (payload.event === 'track') {
      const meta = { ...((payload.payload ?? {}) as Record<string, unknown>), phx_ref: String(this.nextPresenceRef++) }
      const previous = this.untrack(subscription, false)
      this.topicPresence(subscription.client.scope, subscription.topic).set(subscription.presenceKey, [meta])
      this.presenceDiff(subscription, { [subscription.presenceKey]: { metas: [meta] } }, previous)
    } else if (payload.event === 'untrack') {
      this.untrack(subscription)
    }
  }

  /** Removes the subscription's presence; returns the leaves (and announces them unless told not to). */
  private untrack(subscription: Subscription, announce = true) {
    const byKey = this.topicPresence(subscription.client.scope, subscription.topic)
    const metas = byKey.get(subscription.presenceKey)
    if (!metas) return {}
    byKey.delete(subscription.presenceKey)
    const leaves = { [subscription.presenceKey]: { metas } }
    if (announce) this.presenceDiff(subscription, {}, leaves)
    return leaves
  }

  private presenceDiff(from: Subscription, joins: Record<string, unknown>, leaves: Record<string, unknown>) {
    for (const subscription of this.subscribersOf(from.client.scope, from.topic)) {
      this.sendToSubscription(subscription, 'presence_diff', { joins, leaves })
    }
  }

  private leave(subscription: Subscription) {
    this.untrack(subscription)
    subscription.client.subscriptions.delete(subscription.topic)
  }

  /** Delivers a row change to every matching subscription in the scope; returns how many got it. */
  emitPostgresChange(scope: string, change: PostgresChange): number {
    let delivered = 0
    const commit_timestamp = new Date().toISOString()
    for (const client of this.clients) {
      if (client.scope !== scope) continue
      for (const subscription of client.subscriptions.values()) {
        const ids = subscription.postgresChanges.filter((binding) => bindingMatches(binding, change)).map((binding) => binding.id)
        if (ids.length === 0) continue
        delivered++
        const columns = Object.keys(change.record ?? change.old_record ?? {}).map((name) => ({ name, type: 'text' }))
        this.sendToSubscription(subscription, 'postgres_changes', {
          ids,
          data: { schema: change.schema, table: change.table, commit_timestamp, type: change.type, columns, record: change.record ?? {}, old_record: change.old_record ?? {}, errors: null },
        })
      }
    }
    return delivered
  }
}

function bindingMatches(binding: PostgresChangeBinding, change: PostgresChange): boolean {
  if (binding.event !== '*' && binding.event.toUpperCase() !== change.type) return false
  if (binding.schema !== '*' && binding.schema !== change.schema) return false
  if (binding.table && binding.table !== '*' && binding.table !== change.table) return false
  if (!binding.filter) return true
  const parsed = parsePostgresFilter(binding.filter)
  const row = change.type === 'DELETE' ? change.old_record : change.record
  return parsed.ok && rowMatchesFilter(row, parsed.filter)
}
