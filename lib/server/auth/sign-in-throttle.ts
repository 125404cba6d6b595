import 'server-only'

/**
 * Slows password guessing: 5 failures per client in 5 minutes lock that client out until the oldest
 * failure ages out. X-Forwarded-For can be forged when nothing trustworthy sets it, so a global cap
 * (50 failures in 5 minutes from anyone) backs the per-client one.
 */
export const FAILURE_WINDOW_MS = 5 * 60_000
export const MAX_FAILURES_PER_CLIENT = 5
export const MAX_FAILURES_OVERALL = 50

interface ThrottleState {
  failures: Map<string, number[]>
}

const THROTTLE_KEY = Symbol.for('supabase.dashboard.sign-in-throttle')
const OVERALL = '*'

function getState(): ThrottleState {
  const store = globalThis as typeof globalThis & { [THROTTLE_KEY]?: ThrottleState }
  store[THROTTLE_KEY] ??= { failures: new Map() }
  return store[THROTTLE_KEY]
}

export function getClientKey(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || request.headers.get('x-real-ip') || 'unknown'
}

function recent(key: string, now: number): number[] {
  const { failures } = getState()
  const kept = (failures.get(key) ?? []).filter((at) => now - at < FAILURE_WINDOW_MS)
  if (kept.length > 0) failures.set(key, kept)
  else failures.delete(key)
  return kept
}

/** Seconds until this client may try again, or null when it may try now. */
export function getRetryAfterSeconds(clientKey: string, now = Date.now()): number | null {
  const waits = [
    [recent(clientKey, now), MAX_FAILURES_PER_CLIENT],
    [recent(OVERALL, now), MAX_FAILURES_OVERALL],
  ] as const
  let retryAfterMs = 0
  for (const [failures, limit] of waits) {
    if (failures.length >= limit) retryAfterMs = Math.max(retryAfterMs, failures[failures.length - limit] + FAILURE_WINDOW_MS - now)
  }
  return retryAfterMs > 0 ? Math.ceil(retryAfterMs / 1000) : null
}

export function recordSignInFailure(clientKey: string, now = Date.now()): void {
  const { failures } = getState()
  for (const key of [clientKey, OVERALL]) failures.set(key, [...recent(key, now), now])
}

export function clearSignInFailures(clientKey: string): void {
  getState().failures.delete(clientKey)
}
