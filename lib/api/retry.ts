/** SPEC §7 "Retry policy for reads" and §9 constants. */
export const MAX_RETRY_ATTEMPTS = 3
export const RETRY_BASE_DELAY_MS = 1000
export const RETRY_MAX_DELAY_MS = 30_000
export const DEFAULT_STALE_TIME_MS = 60_000
/** Timers fire at once for longer delays (32-bit overflow), so a far-off Retry-After is capped here. */
export const MAX_TIMER_DELAY_MS = 2 ** 31 - 1

interface ErrorWithStatus {
  code?: unknown
  status?: unknown
  retryAfter?: unknown
}

function statusOf(error: unknown): number | undefined {
  if (!error || typeof error !== 'object') return undefined
  const { code, status } = error as ErrorWithStatus
  if (typeof code === 'number') return code
  if (typeof status === 'number') return status
  return undefined
}

/**
 * 4xx errors are not retried, except 429; nor is an answer of the wrong shape (asking again gets the
 * same body). Everything else while fewer than 3 attempts were made.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error && typeof error === 'object' && (error as { kind?: unknown }).kind === 'unexpected-shape') return false
  const status = statusOf(error)
  if (status !== undefined && status >= 400 && status < 500 && status !== 429) return false
  return failureCount < MAX_RETRY_ATTEMPTS
}

/** retryAfter seconds when the server gave it, otherwise 1000 ms × 2^attempt capped at 30 s. */
export function retryDelay(attempt: number, error: unknown): number {
  const retryAfter = error && typeof error === 'object' ? (error as ErrorWithStatus).retryAfter : undefined
  if (typeof retryAfter === 'number' && Number.isFinite(retryAfter) && retryAfter >= 0) {
    return Math.min(retryAfter * 1000, MAX_TIMER_DELAY_MS)
  }
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** attempt, RETRY_MAX_DELAY_MS)
}
