'use client'

import type { RealtimeChannel, RealtimeClient } from '@supabase/realtime-js'
import { useCallback, useEffect, useRef, useState } from 'react'

import { getRealtimeUserToken } from '@/data/realtime/realtime-token'
import { MessageRingBuffer, type RealtimeMessage, type RealtimeMessageType } from '@/lib/realtime/message-buffer'

export interface PostgresChangesListen {
  schema: string
  table: string
  event: 'INSERT' | 'UPDATE' | 'DELETE' | '*'
  filter: string | null
}

export interface ConnectOptions {
  socketUrl: string
  anonKey: string
  projectRef: string
  channel: string
  isPrivate: boolean
  broadcast: boolean
  presence: boolean
  postgresChanges: PostgresChangesListen | null
  /** Null acts as anon; a user id acts as that authenticated user. */
  userId: string | null
}

export type SessionStatus = 'idle' | 'connecting' | 'subscribed' | 'error'

/**
 * One realtime-js connection for the inspector. realtime-js is imported when the user connects, so the
 * page's first load does not carry it. Messages land in a ring buffer; the view re-reads it at most ten
 * times a second (FLUSH_INTERVAL_MS), so a thousand messages a second cost ten renders, not a thousand
 * (once per animation frame was still sixty renders a second, enough for long tasks on a busy machine).
 */
const FLUSH_INTERVAL_MS = 100

export function useRealtimeSession() {
  const buffer = useRef(new MessageRingBuffer())
  const client = useRef<RealtimeClient | null>(null)
  const channel = useRef<RealtimeChannel | null>(null)
  const frame = useRef<ReturnType<typeof setTimeout> | null>(null)
  const isPaused = useRef(false)
  const [messages, setMessages] = useState<RealtimeMessage[]>([])
  const [status, setStatus] = useState<SessionStatus>('idle')
  const [error, setError] = useState<string | null>(null)
  const [paused, setPausedState] = useState(false)
  const [missedWhilePaused, setMissed] = useState(0)
  const missed = useRef(0)

  const flush = useCallback(() => {
    frame.current = null
    if (isPaused.current) {
      setMissed(missed.current)
      return
    }
    setMessages(buffer.current.newestFirst())
  }, [])

  const record = useCallback(
    (type: RealtimeMessageType, event: string, payload: unknown) => {
      buffer.current.push({ receivedAt: Date.now(), type, event, payload })
      if (isPaused.current) missed.current++
      frame.current ??= setTimeout(flush, FLUSH_INTERVAL_MS)
    },
    [flush]
  )

  const disconnect = useCallback(() => {
    const current = client.current
    client.current = null
    channel.current = null
    if (current) {
      void current.removeAllChannels().finally(() => current.disconnect())
    }
    setStatus('idle')
  }, [])

  const connect = useCallback(
    async (options: ConnectOptions) => {
      disconnect()
      setError(null)
      setStatus('connecting')
      try {
        const token = options.userId ? await getRealtimeUserToken({ projectRef: options.projectRef, userId: options.userId }) : null
        const { RealtimeClient } = await import('@supabase/realtime-js')
        const next = new RealtimeClient(options.socketUrl, { params: { apikey: options.anonKey } })
        client.current = next
        if (token) await next.setAuth(token)
        const joined = next.channel(options.channel, {
          config: { private: options.isPrivate, broadcast: { self: true, ack: true }, presence: { key: '', enabled: options.presence } },
        })
        if (options.broadcast) joined.on('broadcast', { event: '*' }, (message) => record('broadcast', String(message.event), message.payload))
        if (options.presence) {
          joined.on('presence', { event: 'join' }, ({ key, newPresences }) => record('presence', 'join', { key, presences: newPresences }))
          joined.on('presence', { event: 'leave' }, ({ key, leftPresences }) => record('presence', 'leave', { key, presences: leftPresences }))
        }
        if (options.postgresChanges) {
          const { schema, table, event, filter } = options.postgresChanges
          joined.on('postgres_changes', { event, schema, table, ...(filter ? { filter } : {}) } as never, (change: { eventType: string }) =>
            record('postgres_changes', change.eventType, change)
          )
        }
        channel.current = joined
        joined.subscribe((state, reason) => {
          if (client.current !== next) return
          if (state === 'SUBSCRIBED') {
            setStatus('subscribed')
            record('system', 'subscribed', { channel: options.channel, role: options.userId ? 'authenticated' : 'anon' })
          } else if (state === 'CHANNEL_ERROR' || state === 'TIMED_OUT') {
            setStatus('error')
            setError(state === 'TIMED_OUT' ? 'The realtime server did not answer the join in time.' : (reason?.message ?? 'The realtime server refused the channel.'))
          }
        })
      } catch (failure) {
        setStatus('error')
        setError(failure instanceof Error ? failure.message : String(failure))
      }
    },
    [disconnect, record]
  )

  const sendBroadcast = useCallback(async (event: string, payload: unknown) => {
    const joined = channel.current
    if (!joined) return 'Connect to a channel first.'
    const result = await joined.send({ type: 'broadcast', event, payload })
    return result === 'ok' ? null : `The broadcast was not acknowledged (${result}).`
  }, [])

  const trackPresence = useCallback(async (payload: Record<string, unknown>) => {
    const joined = channel.current
    if (!joined) return 'Connect to a channel first.'
    const result = await joined.track(payload)
    return result === 'ok' ? null : `Presence was not tracked (${result}).`
  }, [])

  const setPaused = useCallback(
    (next: boolean) => {
      isPaused.current = next
      missed.current = 0
      setMissed(0)
      setPausedState(next)
      if (!next) flush()
    },
    [flush]
  )

  const clear = useCallback(() => {
    buffer.current.clear()
    missed.current = 0
    setMissed(0)
    setMessages([])
  }, [])

  useEffect(
    () => () => {
      if (frame.current !== null) clearTimeout(frame.current)
      const current = client.current
      client.current = null
      if (current) void current.removeAllChannels().finally(() => current.disconnect())
    },
    []
  )

  return { messages, status, error, paused, missedWhilePaused, connect, disconnect, sendBroadcast, trackPresence, setPaused, clear }
}
