/**
 * Phoenix channel frames as realtime-js sends them. vsn 2.0.0 (realtime-js's default): text frames are
 * JSON arrays [join_ref, ref, topic, event, payload]; a broadcast with a string event comes as a binary
 * "user broadcast push" (kind 3: lengths of join_ref, ref, topic, event and metadata, an encoding byte,
 * those strings, then the payload). vsn 1.0.0: text frames are JSON objects {join_ref, ref, topic, event, payload}.
 */

export type Vsn = '1.0.0' | '2.0.0'

export interface PhoenixMessage {
  join_ref: string | null
  ref: string | null
  topic: string
  event: string
  payload: Record<string, unknown>
}

const USER_BROADCAST_PUSH = 3
const JSON_ENCODING = 1

function asPayload(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}

export function decodeText(text: string): PhoenixMessage | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return null
  }
  if (Array.isArray(parsed) && parsed.length === 5) {
    const [join_ref, ref, topic, event, payload] = parsed as [string | null, string | null, unknown, unknown, unknown]
    if (typeof topic !== 'string' || typeof event !== 'string') return null
    return { join_ref: join_ref ?? null, ref: ref ?? null, topic, event, payload: asPayload(payload) }
  }
  if (parsed && typeof parsed === 'object') {
    const message = parsed as Partial<Record<keyof PhoenixMessage, unknown>>
    if (typeof message.topic !== 'string' || typeof message.event !== 'string') return null
    return {
      join_ref: typeof message.join_ref === 'string' ? message.join_ref : null,
      ref: typeof message.ref === 'string' ? message.ref : null,
      topic: message.topic,
      event: message.event,
      payload: asPayload(message.payload),
    }
  }
  return null
}

/** Decodes a vsn 2.0.0 user broadcast push into the broadcast message it stands for. */
export function decodeBinary(data: Uint8Array): PhoenixMessage | null {
  if (data.length < 7 || data[0] !== USER_BROADCAST_PUSH) return null
  const [joinRefLength, refLength, topicLength, eventLength, metadataLength, encoding] = Array.from(data.subarray(1, 7))
  const decoder = new TextDecoder()
  let offset = 7
  const take = (length: number) => {
    const text = decoder.decode(data.subarray(offset, offset + length))
    offset += length
    return text
  }
  const joinRef = take(joinRefLength)
  const ref = take(refLength)
  const topic = take(topicLength)
  const event = take(eventLength)
  const metadata = take(metadataLength)
  const body = data.subarray(offset)
  let userPayload: unknown
  try {
    userPayload = encoding === JSON_ENCODING ? JSON.parse(decoder.decode(body)) : { binary_bytes: body.length }
  } catch {
    return null
  }
  const payload: Record<string, unknown> = { type: 'broadcast', event, payload: userPayload }
  if (metadata) {
    try {
      Object.assign(payload, JSON.parse(metadata) as Record<string, unknown>)
    } catch {
      // Metadata is optional; a malformed one is dropped rather than dropping the message.
    }
  }
  return { join_ref: joinRef || null, ref: ref || null, topic, event: 'broadcast', payload }
}

export function encodeMessage(message: PhoenixMessage, vsn: Vsn): string {
  const { join_ref, ref, topic, event, payload } = message
  return vsn === '1.0.0' ? JSON.stringify({ join_ref, ref, topic, event, payload }) : JSON.stringify([join_ref, ref, topic, event, payload])
}
