import type { PlatformState } from './platform-state'

/**
 * Wrong-shaped answers: a 200 whose JSON parses but is not what the contract promises, as a platform
 * mid-deploy or a misconfigured proxy sends. Used by e2e/chaos/wrong-shape.spec.ts and the vitest
 * shape tests, one operation at a time, or every read at once ("*") but those listed as "!GET /path".
 */
export const EVERY_READ = '*'
/** Marks a wrong-shaped answer (its value is the operation's path), so specs can tell which were. */
export const WRONG_SHAPE_HEADER = 'x-mock-wrong-shape'

export function answersWithWrongShape(
  state: PlatformState,
  method: string,
  path: string,
  reply: { status: number; body: unknown }
): boolean {
  if (state.wrongShape.length === 0 || reply.status < 200 || reply.status >= 300 || reply.body === undefined) return false
  const key = `${method.toUpperCase()} ${path}`
  if (state.wrongShape.includes(key)) return true
  // "*" with "!GET /platform/profile"-style exceptions: every read but those.
  return method.toLowerCase() === 'get' && state.wrongShape.includes(EVERY_READ) && !state.wrongShape.includes(`!${key}`)
}

/**
 * The same data in the other container: a list becomes an object, anything else a bare list (the
 * answer of the issue: `[...]` where `{data: [...]}` was promised).
 */
export function toWrongShape(body: unknown): unknown {
  if (Array.isArray(body)) return { unexpected: body.length }
  if (body !== null && typeof body === 'object') return Object.values(body)
  return [body]
}
