import fc from 'fast-check'

import { unknownErrorMessage } from '@/lib/api/response-error'

/** A response body a hostile or broken server might send, with the Content-Type it claims. */
export interface HostileBody {
  body: string
  contentType: string
  /** A short label for failure output (bodies can be megabytes long). */
  kind: string
}

const CONTENT_TYPES = [
  'application/json',
  'application/problem+json',
  'text/plain',
  'text/plain; charset=utf-8',
  'text/html',
  'application/octet-stream',
]

/** What the body reads as after travelling as UTF-8 (lone surrogates become U+FFFD). */
function asReceived(text: string): string {
  return new TextDecoder().decode(new TextEncoder().encode(text))
}

function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === ''
}

/**
 * The messages SPEC §8 allows for this body: the body's message, msg or error field when it is a
 * JSON object carrying one, otherwise "An error has occurred: {status}" (or, for a short plain-text
 * body, that text).
 */
export function acceptableMessages(hostile: HostileBody, status: number): string[] {
  const generic = unknownErrorMessage(status)
  const text = asReceived(hostile.body)
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    const isPlainText = hostile.contentType.startsWith('text/plain')
    return isPlainText && text.trim() !== '' ? [generic, text.trim()] : [generic]
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return [generic]
  const fields = parsed as Record<string, unknown>
  const message = ['message', 'msg', 'error'].map((key) => fields[key]).find((value) => !isBlank(value))
  return [typeof message === 'string' ? message : generic]
}

const contentType = fc.constantFrom(...CONTENT_TYPES)
const withType = (kind: string, body: fc.Arbitrary<string>) =>
  fc.tuple(body, contentType).map(([text, type]): HostileBody => ({ body: text, contentType: type, kind }))

const wrongTypedValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom('', ' ', '\n\t', '\u00a0', '42', '-1', '1e3', 'null'),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('message', 'msg', 'toString', '__proto__'), fc.string({ maxLength: 5 }), { maxKeys: 2 })
)

const FIELD_NAMES = ['message', 'msg', 'error', 'code', 'requestId', 'retryAfter', 'status', 'toString', 'valueOf', 'toJSON']
const wrongTypedObject = fc
  .array(fc.tuple(fc.constantFrom(...FIELD_NAMES), wrongTypedValue), { maxLength: 6 })
  .map((entries) => JSON.stringify(Object.fromEntries(entries)))

// Raw JSON text, so "__proto__" arrives as a key instead of being interpreted by an object literal.
const POLLUTION_BODIES = [
  '{"__proto__":{"polluted":"yes"}}',
  '{"__proto__":{"polluted":"yes","message":"inherited"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"__proto__":{"polluted":"yes"},"message":"boom"}',
  '{"message":{"__proto__":{"polluted":"yes"}}}',
  '[{"__proto__":{"polluted":"yes"}}]',
  '{"__proto__":null,"constructor":null,"prototype":{"polluted":"yes"}}',
  '{"message":1,"message":"second wins"}',
  '{"msg":"from msg","__proto__":{"message":"not mine"}}',
  '{"error":"from error","constructor":{"name":"Evil"}}',
]
const pollutionBody = fc.oneof(
  fc.constantFrom(...POLLUTION_BODIES),
  fc
    .tuple(fc.constantFrom('__proto__', 'constructor', 'prototype'), wrongTypedValue, fc.option(fc.string({ maxLength: 10 })))
    .map(([key, value, message]) => {
      const polluter = `{"polluted":"yes","message":${JSON.stringify(value) ?? 'null'}}`
      const ownMessage = message === null ? '' : `,"message":${JSON.stringify(message)}`
      return `{"${key}":${polluter},"constructor":{"prototype":${polluter}}${ownMessage}}`
    })
)

/** Nesting deep enough to overflow any recursive reader or writer (JSON.parse copes; others may not). */
const deepBody = fc
  .tuple(fc.integer({ min: 1, max: 50_000 }), fc.constantFrom('object', 'array', 'message'), fc.option(fc.constantFrom('deep failure', ' ')))
  .map(([depth, shape, topMessage]) => {
    const [open, close] =
      shape === 'array' ? ['[', ']'] : shape === 'message' ? ['{"message":', '}'] : ['{"a":', '}']
    const nested = `${open.repeat(depth)}1${close.repeat(depth)}`
    return topMessage === null ? nested : `{"message":${JSON.stringify(topMessage)},"details":${nested}}`
  })

const hugeBody = fc
  .tuple(fc.integer({ min: 400, max: 1_000_000 }), fc.constantFrom('raw', 'message', 'string', 'key'))
  .map(([size, shape]) => {
    const text = 'x'.repeat(size)
    if (shape === 'message') return JSON.stringify({ message: text })
    if (shape === 'string') return JSON.stringify(text)
    if (shape === 'key') return `{${JSON.stringify(text)}:1,"msg":"short"}`
    return text
  })

const nonJsonBody = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 120 }),
  fc.string({ maxLength: 120 }).map((text) => `<html><body><h1>502 Bad Gateway</h1>${text}</body></html>`),
  fc.constantFrom('', ' ', 'Internal Server Error', '{"message":', '{message: "unquoted"}', "{'message':'single'}", 'undefined', 'NaN')
)

export const hostileErrorBody: fc.Arbitrary<HostileBody> = fc.oneof(
  { arbitrary: withType('non-JSON', nonJsonBody), weight: 4 },
  { arbitrary: withType('huge', hugeBody), weight: 1 },
  { arbitrary: withType('array', fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }).map((items) => JSON.stringify(items))), weight: 2 },
  { arbitrary: withType('scalar', fc.jsonValue({ maxDepth: 0 }).map((value) => JSON.stringify(value))), weight: 2 },
  { arbitrary: withType('pollution', pollutionBody), weight: 3 },
  { arbitrary: withType('wrong types', wrongTypedObject), weight: 4 },
  { arbitrary: withType('deep', deepBody), weight: 2 },
  { arbitrary: withType('json value', fc.json({ maxDepth: 3 })), weight: 2 }
)
