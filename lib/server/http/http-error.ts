import 'server-only'

/** An error a route handler answers with as JSON: `{message, ...extra}` and `status`. */
export class HttpError extends Error {
  readonly status: number
  readonly extra: Record<string, unknown>
  readonly headers: Record<string, string>

  constructor(status: number, message: string, options: { extra?: Record<string, unknown>; headers?: Record<string, string> } = {}) {
    super(message)
    this.name = 'HttpError'
    this.status = status
    this.extra = options.extra ?? {}
    this.headers = options.headers ?? {}
  }
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

export function errorResponse(status: number, message: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return jsonResponse({ message, ...extra }, status, headers)
}
