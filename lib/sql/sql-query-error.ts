import { toResponseError } from '@/lib/api/handle-error'
import { ResponseError } from '@/lib/api/response-error'

/** A failed statement: the platform's message plus, when Postgres gave one, the 1-based `position`. */
export class SqlQueryError extends ResponseError {
  readonly position?: number
  /** Postgres's DETAIL line (e.g. `Key (name)=(Rex) already exists.`), which names the offending column. */
  readonly detail?: string

  constructor(source: ResponseError, position?: number, detail?: string) {
    super(source.message, source.code, source.requestId, source.retryAfter)
    this.name = 'SqlQueryError'
    this.position = position
    this.detail = detail
  }
}

function readPosition(body: unknown): number | undefined {
  if (body === null || typeof body !== 'object') return undefined
  const value = Number((body as Record<string, unknown>).position)
  return Number.isInteger(value) && value > 0 ? value : undefined
}

/**
 * Maps what a pg-meta call failed with onto an error the editor can show: the shared API error texts
 * (SPEC §8) and the error position that the shared handler does not keep. Aborts stay AbortErrors.
 */
export function toSqlQueryError(error: unknown): Error {
  const mapped = toResponseError(error)
  if (!(mapped instanceof ResponseError)) return mapped
  const detail = error !== null && typeof error === 'object' ? (error as Record<string, unknown>).detail : undefined
  return new SqlQueryError(mapped, readPosition(error), typeof detail === 'string' ? detail : undefined)
}
