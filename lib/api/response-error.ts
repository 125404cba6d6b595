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

/** The text shown where data would have been when an answer does not have the contract's shape. */
export const UNEXPECTED_SHAPE_MESSAGE = 'The server answered with data of an unexpected shape.'

/** Says what kind of failure an error is, beyond its HTTP status. */
export type ResponseErrorKind = 'unexpected-shape'

/**
 * A successful answer whose body does not match lib/api/openapi.yaml (a bare array where an object was
 * promised, a missing field…). Code is the HTTP status the server sent; `path` is the operation
 * ("GET /platform/…") and `issues` where the body went wrong, for the error report.
 */
export class ResponseShapeError extends ResponseError {
  readonly kind: ResponseErrorKind = 'unexpected-shape'
  readonly path: string
  readonly issues: string[]

  constructor(path: string, issues: string[], code?: number, requestId?: string) {
    super(UNEXPECTED_SHAPE_MESSAGE, code, requestId)
    this.name = 'ResponseShapeError'
    this.path = path
    this.issues = issues
  }
}

export function isResponseShapeError(error: unknown): error is ResponseShapeError {
  return error instanceof ResponseShapeError
}
