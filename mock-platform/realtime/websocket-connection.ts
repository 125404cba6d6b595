import { createHash } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'

/**
 * A minimal RFC 6455 server side on node:http's 'upgrade' event (no WebSocket package is installed):
 * the handshake, masked client frames in (text, binary, ping, close; fragments joined), unmasked
 * frames out. Enough for realtime-js, which sends small text frames and binary broadcast pushes.
 */

const HANDSHAKE_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11'
const OPCODE = { continuation: 0x0, text: 0x1, binary: 0x2, close: 0x8, ping: 0x9, pong: 0xa } as const
/** Refuses frames beyond 16 MiB instead of buffering them (realtime payloads are far smaller). */
const MAX_FRAME_BYTES = 16 * 1024 * 1024

export type WebSocketMessage = { kind: 'text'; text: string } | { kind: 'binary'; data: Uint8Array }

export interface WebSocketConnection {
  sendText(text: string): void
  close(code?: number, reason?: string): void
  readonly isOpen: boolean
  onMessage(listener: (message: WebSocketMessage) => void): void
  onClose(listener: () => void): void
}

/** Answers the upgrade; returns null (after a 400) when the request is not a WebSocket handshake. */
export function acceptWebSocket(request: IncomingMessage, socket: Duplex, head: Buffer): WebSocketConnection | null {
  const key = request.headers['sec-websocket-key']
  if (typeof key !== 'string' || (request.headers.upgrade ?? '').toLowerCase() !== 'websocket') {
    socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n')
    return null
  }
  const accept = createHash('sha1').update(key + HANDSHAKE_GUID).digest('base64')
  socket.write(
    ['HTTP/1.1 101 Switching Protocols', 'Upgrade: websocket', 'Connection: Upgrade', `Sec-WebSocket-Accept: ${accept}`, '', ''].join('\r\n')
  )

  const messageListeners: Array<(message: WebSocketMessage) => void> = []
  const closeListeners: Array<() => void> = []
  let isOpen = true
  let buffered: Buffer = head.length > 0 ? Buffer.from(head) : Buffer.alloc(0)
  let fragments: Buffer[] = []
  let fragmentOpcode = 0

  const writeFrame = (opcode: number, payload: Buffer) => {
    if (!isOpen || socket.destroyed) return
    const length = payload.length
    const header = length < 126 ? Buffer.alloc(2) : length < 65_536 ? Buffer.alloc(4) : Buffer.alloc(10)
    header[0] = 0x80 | opcode
    if (length < 126) header[1] = length
    else if (length < 65_536) {
      header[1] = 126
      header.writeUInt16BE(length, 2)
    } else {
      header[1] = 127
      header.writeBigUInt64BE(BigInt(length), 2)
    }
    socket.write(Buffer.concat([header, payload]))
  }

  const finish = () => {
    if (!isOpen) return
    isOpen = false
    for (const listener of closeListeners) listener()
  }

  const close = (code = 1000, reason = '') => {
    if (!isOpen) return
    const payload = Buffer.alloc(2 + Buffer.byteLength(reason))
    payload.writeUInt16BE(code, 0)
    payload.write(reason, 2)
    writeFrame(OPCODE.close, payload)
    finish()
    socket.end()
  }

  const deliver = (opcode: number, payload: Buffer) => {
    const message: WebSocketMessage =
      opcode === OPCODE.text ? { kind: 'text', text: payload.toString('utf8') } : { kind: 'binary', data: new Uint8Array(payload) }
    for (const listener of messageListeners) listener(message)
  }

  const handleFrame = (fin: boolean, opcode: number, payload: Buffer) => {
    if (opcode === OPCODE.close) return close()
    if (opcode === OPCODE.ping) return writeFrame(OPCODE.pong, payload)
    if (opcode === OPCODE.pong) return
    if (opcode !== OPCODE.continuation) {
      fragmentOpcode = opcode
      fragments = []
    }
    fragments.push(payload)
    if (fin) deliver(fragmentOpcode, Buffer.concat(fragments))
  }

  const parse = () => {
    while (buffered.length >= 2) {
      const fin = (buffered[0] & 0x80) !== 0
      const opcode = buffered[0] & 0x0f
      const masked = (buffered[1] & 0x80) !== 0
      let length = buffered[1] & 0x7f
      let offset = 2
      if (length === 126) {
        if (buffered.length < 4) return
        length = buffered.readUInt16BE(2)
        offset = 4
      } else if (length === 127) {
        if (buffered.length < 10) return
        length = Number(buffered.readBigUInt64BE(2))
        offset = 10
      }
      if (length > MAX_FRAME_BYTES) return close(1009, 'Message too big')
      const maskLength = masked ? 4 : 0
      if (buffered.length < offset + maskLength + length) return
      const mask = buffered.subarray(offset, offset + maskLength)
      const payload = Buffer.from(buffered.subarray(offset + maskLength, offset + maskLength + length))
      if (masked) for (let index = 0; index < payload.length; index++) payload[index] ^= mask[index % 4]
      buffered = buffered.subarray(offset + maskLength + length)
      handleFrame(fin, opcode, payload)
    }
  }

  socket.on('data', (chunk: Buffer) => {
    buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk])
    parse()
  })
  socket.on('close', finish)
  socket.on('error', finish)
  if (buffered.length > 0) queueMicrotask(parse)

  return {
    sendText: (text) => writeFrame(OPCODE.text, Buffer.from(text, 'utf8')),
    close,
    get isOpen() {
      return isOpen
    },
    onMessage: (listener) => void messageListeners.push(listener),
    onClose: (listener) => void closeListeners.push(listener),
  }
}
