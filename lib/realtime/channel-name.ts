/**
 * Channel (topic) names the inspector accepts. realtime-js prefixes `realtime:` itself; its binary
 * broadcast frame stores the full topic's length in one byte, so names stay well under 255 bytes.
 */

export const MAX_CHANNEL_NAME_BYTES = 200

export type ChannelNameResult = { ok: true; name: string } | { ok: false; message: string }

export function validateChannelName(input: string): ChannelNameResult {
  const name = input.trim()
  if (name === '') return { ok: false, message: 'Enter a channel name, e.g. room:lobby.' }
  if (/\s/.test(name)) return { ok: false, message: 'A channel name cannot contain spaces: use - , _ or : instead, e.g. room:lobby.' }
  if (name.startsWith('realtime:')) return { ok: false, message: 'Leave out the "realtime:" prefix: the client adds it.' }
  if (new TextEncoder().encode(name).length > MAX_CHANNEL_NAME_BYTES) {
    return { ok: false, message: `A channel name can be at most ${MAX_CHANNEL_NAME_BYTES} bytes.` }
  }
  if (/[\u0000-\u001f\u007f]/.test(name)) return { ok: false, message: 'A channel name cannot contain control characters.' }
  return { ok: true, name }
}
