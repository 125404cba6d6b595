import 'server-only'

import type { ServerConfig } from '@/lib/config/schema'
import { isAuthenticatedRequest, isDashboardAuthEnabled } from '@/lib/server/auth/dashboard-session'
import { getServerConfig } from '@/lib/server/config'
import { DATABASE_RETRY_AFTER_S, isConnectionFailure } from '@/lib/server/db/connection-failure'
import { toDatabaseQueryError } from '@/lib/server/db/database'
import { formatDatabaseError } from '@/lib/server/pg-meta/format-error'
import { isCrossOriginRequest, isStateChangingMethod } from '@/lib/server/security/origin'
import { applySecurityHeaders, buildContentSecurityPolicy } from '@/lib/server/security/security-headers'
import { SqlQuoteError } from '@/lib/sql/quote'

import { errorResponse, HttpError } from '@/lib/server/http/http-error'

export interface RouteArgs<Params> {
  request: Request
  params: Params
  config: ServerConfig
}

type Handler<Params> = (args: RouteArgs<Params>) => Promise<Response> | Response

/** A self-hosted route handler without path parameters. */
export function selfHostedRoute(handler: Handler<Record<string, never>>) {
  return (request: Request) => runHandler(request, {}, handler)
}

/** A self-hosted route handler under dynamic segments such as [ref] or [slug]. */
export function selfHostedRouteWithParams<Params extends Record<string, string>>(handler: Handler<Params>) {
  return async (request: Request, context: { params: Promise<Params> }) => runHandler(request, await context.params, handler)
}

/**
 * What every self-hosted platform route does around its own work: exist only in self-hosted mode,
 * require the dashboard session when the dashboard is locked (proxy.ts checks too; this keeps a
 * handler safe even if the proxy's matcher misses it), refuse cross-origin writes, and answer every
 * failure as JSON — Postgres errors as 400 {message, code, position?}, never an HTML page.
 */
async function runHandler<Params>(request: Request, params: Params, handler: Handler<Params>): Promise<Response> {
  const response = await runGated(request, params, handler)
  // The proxy does not run for pg-meta (proxy.ts): the answer carries the security headers from here.
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64')
  try {
    applySecurityHeaders(response.headers, buildContentSecurityPolicy(getServerConfig(), nonce, process.env.NODE_ENV === 'development'))
  } catch {
    // A response with immutable headers (a fetched one passed through) keeps its own.
  }
  return response
}

async function runGated<Params>(request: Request, params: Params, handler: Handler<Params>): Promise<Response> {
  try {
    const config = getServerConfig()
    // First, in either mode: the proxy does not run for pg-meta, and a forged write is refused as the proxy refuses it.
    if (isStateChangingMethod(request.method) && isCrossOriginRequest(request)) {
      return errorResponse(403, 'Cross-origin requests are not allowed')
    }
    if (config.isPlatform) return errorResponse(404, 'Not found: this endpoint only exists in self-hosted mode')
    if (isDashboardAuthEnabled(config) && !isAuthenticatedRequest(request, config)) {
      return errorResponse(401, 'Sign in to the dashboard to use this API')
    }
    return await handler({ request, params, config })
  } catch (error) {
    return toErrorResponse(error)
  }
}

export function toErrorResponse(error: unknown): Response {
  if (error instanceof HttpError) return errorResponse(error.status, error.message, error.extra, error.headers)
  // Before Postgres errors: a terminated connection carries a SQLSTATE (57P01) but is not the SQL's fault.
  if (isConnectionFailure(error)) {
    const message = (error as Error).name === 'DatabaseUnavailableError' ? (error as Error).message : `Could not connect to the database: ${(error as Error).message}`
    return errorResponse(503, message, { retryAfterSeconds: DATABASE_RETRY_AFTER_S }, { 'Retry-After': String(DATABASE_RETRY_AFTER_S) })
  }
  // A name or value the quoting refused (empty, NUL) is the caller's mistake, not the server's.
  if (error instanceof SqlQuoteError) return errorResponse(400, error.message)
  const databaseError = toDatabaseQueryError(error)
  if (databaseError) {
    return errorResponse(400, databaseError.message, formatDatabaseError(databaseError))
  }
  console.error(error)
  return errorResponse(500, error instanceof Error ? error.message : 'Unexpected server error')
}
