import 'server-only'

import { type QueryParam, toTextArrayLiteral } from '@/lib/server/db/database'
import { SIGN_IN_FAILURES_TABLE, type StateConfig, withStateDatabase } from '@/lib/server/state/dashboard-schema'

/**
 * Slows password guessing: 5 failures per client in 5 minutes lock that client out until the oldest
 * failure ages out. X-Forwarded-For can be forged when nothing trustworthy sets it, so a global cap
 * (50 failures in 5 minutes from anyone) backs the per-client one.
 *
 * With POSTGRES_URL the failures are rows on that server, so replicas behind a load balancer count
 * together (a guesser alternating between them is locked out after the same 5 tries). On embedded
 * PGlite one process serves the dashboard and counts in its memory.
 */
export const FAILURE_WINDOW_MS = 5 * 60_000
export const MAX_FAILURES_PER_CLIENT = 5
export const MAX_FAILURES_OVERALL = 50

const THROTTLE_KEY = Symbol.for('supabase.dashboard.sign-in-throttle')
const OVERALL = '*'

function memoryFailures(): Map<string, number[]> {
  const store = globalThis as typeof globalThis & { [THROTTLE_KEY]?: { failures: Map<string, number[]> } }
  store[THROTTLE_KEY] ??= { failures: new Map() }
  return store[THROTTLE_KEY].failures
}

export function getClientKey(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || request.headers.get('x-real-ip') || 'unknown'
}

function recentInMemory(key: string, now: number): number[] {
  const failures = memoryFailures()
  const kept = (failures.get(key) ?? []).filter((at) => now - at < FAILURE_WINDOW_MS)
  if (kept.length > 0) failures.set(key, kept)
  else failures.delete(key)
  return kept
}

/**
 * Runs the shared (database) side of the throttle; false when it is not used. A database that does
 * not answer must not lock everyone out of signing in, so this process then counts on its own.
 */
async function onServer<T>(config: StateConfig, sql: string, params: QueryParam[], read: (rows: T[]) => void): Promise<boolean> {
  if (!config.postgresUrl) return false
  try {
    await withStateDatabase(config, async (database) => read((await database.query<T>(sql, params)).rows))
    return true
  } catch (error) {
    console.error(`Sign-in throttle: the database did not answer (${(error as Error).message}); counting in this process`)
    return false
  }
}

/** Failure times (ms, oldest first) in the window, per key. */
async function recent(config: StateConfig, keys: string[], now: number): Promise<Map<string, number[]>> {
  const found = new Map<string, number[]>(keys.map((key) => [key, []]))
  const isShared = await onServer<{ client_key: string; at: number }>(
    config,
    `select client_key, (extract(epoch from failed_at) * 1000)::float8 as at from ${SIGN_IN_FAILURES_TABLE}
     where client_key = any($1::text[]) and failed_at > to_timestamp($2::float8 / 1000) order by failed_at`,
    [toTextArrayLiteral(keys), now - FAILURE_WINDOW_MS],
    (rows) => rows.forEach((row) => found.get(row.client_key)?.push(Number(row.at)))
  )
  if (!isShared) for (const key of keys) found.set(key, recentInMemory(key, now))
  return found
}

/** Seconds until this client may try again, or null when it may try now. */
export async function getRetryAfterSeconds(config: StateConfig, clientKey: string, now = Date.now()): Promise<number | null> {
  const failures = await recent(config, [clientKey, OVERALL], now)
  const waits = [
    [failures.get(clientKey) ?? [], MAX_FAILURES_PER_CLIENT],
    [failures.get(OVERALL) ?? [], MAX_FAILURES_OVERALL],
  ] as const
  let retryAfterMs = 0
  for (const [times, limit] of waits) {
    if (times.length >= limit) retryAfterMs = Math.max(retryAfterMs, times[times.length - limit] + FAILURE_WINDOW_MS - now)
  }
  return retryAfterMs > 0 ? Math.ceil(retryAfterMs / 1000) : null
}

export async function recordSignInFailure(config: StateConfig, clientKey: string, now = Date.now()): Promise<void> {
  // Rows older than the window are dropped as new ones come, so the table stays small.
  const isShared = await onServer(
    config,
    `with expired as (delete from ${SIGN_IN_FAILURES_TABLE} where failed_at <= to_timestamp($3::float8 / 1000))
     insert into ${SIGN_IN_FAILURES_TABLE} (client_key, failed_at) values ($1, to_timestamp($2::float8 / 1000)), ($4, to_timestamp($2::float8 / 1000))`,
    [clientKey, now, now - FAILURE_WINDOW_MS, OVERALL],
    () => undefined
  )
  if (isShared) return
  const failures = memoryFailures()
  for (const key of [clientKey, OVERALL]) failures.set(key, [...recentInMemory(key, now), now])
}

export async function clearSignInFailures(config: StateConfig, clientKey: string): Promise<void> {
  const isShared = await onServer(config, `delete from ${SIGN_IN_FAILURES_TABLE} where client_key = $1`, [clientKey], () => undefined)
  if (!isShared) memoryFailures().delete(clientKey)
}
