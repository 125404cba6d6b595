import { reportError } from './error-reporter'
import { NETWORK_ERROR_MESSAGE, ResponseError, unknownErrorMessage } from './response-error'

export interface HandleErrorOptions {
  /** Return the ResponseError instead of throwing it (for callers that show it inline). */
  alwaysReturnError?: boolean
}

function stringField(source: Record<string, unknown>, key: string): string | undefined {
  const value = source[key]
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

function numberField(source: Record<string, unknown>, key: string): number | undefined {
  const value = source[key]
  if (typeof value === 'number' && Number.isFinite(value)) return value
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value)
  return undefined
}

function isAbortError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')
}

/** Maps anything a platform call failed with onto a ResponseError carrying the texts of SPEC §8. */
export function toResponseError(error: unknown): Error {
  if (error instanceof ResponseError) return error
  // fetch rejects with a TypeError when the server cannot be reached at all.
  if (error instanceof TypeError) return new ResponseError(NETWORK_ERROR_MESSAGE)
  // Cancellation is not a failure: React Query and callers recognise the original AbortError.
  if (isAbortError(error)) return error as Error
  if (error instanceof Error) return error

  if (error !== null && typeof error === 'object') {
    const body = error as Record<string, unknown>
    const message = stringField(body, 'message') ?? stringField(body, 'msg') ?? stringField(body, 'error')
    const code = numberField(body, 'code')
    const requestId = stringField(body, 'requestId')
    const retryAfter = numberField(body, 'retryAfter')
    if (message) return new ResponseError(message, code, requestId, retryAfter)

    const generic = new ResponseError(unknownErrorMessage(code), code, requestId, retryAfter)
    reportError(generic, { body })
    return generic
  }

  const generic = new ResponseError(unknownErrorMessage(undefined))
  reportError(generic, { body: error })
  return generic
}

/**
 * The shared API error handler (SPEC §8). Throws the mapped error, or returns it when
 * `alwaysReturnError` is set.
 */
export function handleError(error: unknown, options: { alwaysReturnError: true }): Error
export function handleError(error: unknown, options?: HandleErrorOptions): never
export function handleError(error: unknown, options: HandleErrorOptions = {}): Error {
  const mapped = toResponseError(error)
  if (options.alwaysReturnError) return mapped
  throw mapped
}
