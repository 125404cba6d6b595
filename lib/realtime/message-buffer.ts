/**
 * The inspector's message list: a fixed-size ring buffer keeping the newest messages, so a busy
 * channel never grows the page's memory. Immutable snapshots let React re-render from `version`.
 */

export const MESSAGE_LIMIT = 500

export type RealtimeMessageType = 'broadcast' | 'presence' | 'postgres_changes' | 'system'

export interface RealtimeMessage {
  id: number
  receivedAt: number
  type: RealtimeMessageType
  event: string
  payload: unknown
}

export class MessageRingBuffer {
  private readonly slots: Array<RealtimeMessage | undefined>
  private start = 0
  private count = 0
  private nextId = 1
  /** Bumped on every change, so a subscriber can tell when to re-read. */
  version = 0

  constructor(readonly capacity: number = MESSAGE_LIMIT) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new Error('capacity must be a positive integer')
    this.slots = new Array<RealtimeMessage | undefined>(capacity)
  }

  get size(): number {
    return this.count
  }

  push(message: Omit<RealtimeMessage, 'id'>): RealtimeMessage {
    const stored = { ...message, id: this.nextId++ }
    if (this.count < this.capacity) {
      this.slots[(this.start + this.count) % this.capacity] = stored
      this.count++
    } else {
      // Full: overwrite the oldest and move the start past it.
      this.slots[this.start] = stored
      this.start = (this.start + 1) % this.capacity
    }
    this.version++
    return stored
  }

  clear(): void {
    this.slots.fill(undefined)
    this.start = 0
    this.count = 0
    this.version++
  }

  /** Newest first, as the list shows them. */
  newestFirst(): RealtimeMessage[] {
    const result: RealtimeMessage[] = []
    for (let index = this.count - 1; index >= 0; index--) {
      const message = this.slots[(this.start + index) % this.capacity]
      if (message) result.push(message)
    }
    return result
  }
}

/** The list's text filter: matches the type, the event or the payload's JSON, ignoring case. */
export function messageMatches(message: RealtimeMessage, query: string): boolean {
  const needle = query.trim().toLowerCase()
  if (needle === '') return true
  if (message.type.includes(needle) || message.event.toLowerCase().includes(needle)) return true
  return JSON.stringify(message.payload ?? null).toLowerCase().includes(needle)
}
