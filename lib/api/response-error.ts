/** SPEC §3 "API error" and §8: the texts the user sees when a platform call fails. */
export const DEFAULT_API_ERROR_MESSAGE = 'API error happened while trying to communicate with the server.'
export const NETWORK_ERROR_MESSAGE = 'Unable to reach the server. Please check your network or try again later.'
export const CONNECTION_ENCRYPTION_ERROR_MESSAGE =
  'API Error: happened while trying to acquire connection to the database'

/** Builds the message of an API error that carried no message of its own. */
export function unknownErrorMessage(status: number | undefined): string {
  return `An error has occurred: ${status ?? 'Unknown error'}`
}

/**
 * The one error type the data layer throws. `code` is the HTTP status, `requestId` the request's
 * X-Request-Id and `retryAfter` the server's Retry-After in seconds (read by the retry policy).
 */
export class ResponseError extends Error {
  readonly code?: number
  readonly requestId?: string
  readonly retryAfter?: number

  constructor(message: string | undefined, code?: number, requestId?: string, retryAfter?: number) {
    super(message || DEFAULT_API_ERROR_MESSAGE)
    this.name = 'ResponseError'
    this.code = code
    this.requestId = requestId
    this.retryAfter = retryAfter
  }
}
