import 'server-only'

import type { ServerConfig } from '@/lib/config/schema'
import { isAuthenticatedRequest, isDashboardAuthEnabled } from '@/lib/server/auth/dashboard-session'
import { getServerConfig } from '@/lib/server/config'
import { toDatabaseQueryError } from '@/lib/server/db/database'
import { formatDatabaseError } from '@/lib/server/pg-meta/format-error'
import { isCrossOriginRequest, isStateChangingMethod } from '@/lib/server/security/origin'
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
  try {
    const config = getServerConfig()
    if (config.isPlatform) return errorResponse(404, 'Not found: this endpoint only exists in self-hosted mode')
    if (isDashboardAuthEnabled(config) && !isAuthenticatedRequest(request, config)) {
      return errorResponse(401, 'Sign in to the dashboard to use this API')
    }
    if (isStateChangingMethod(request.method) && isCrossOriginRequest(request)) {
      return errorResponse(403, 'Cross-origin requests are not allowed')
    }
    return await handler({ request, params, config })
  } catch (error) {
    return toErrorResponse(error)
  }
}

export function toErrorResponse(error: unknown): Response {
  if (error instanceof HttpError) return errorResponse(error.status, error.message, error.extra, error.headers)
  // A name or value the quoting refused (empty, NUL) is the caller's mistake, not the server's.
  if (error instanceof SqlQuoteError) return errorResponse(400, error.message)
  const databaseError = toDatabaseQueryError(error)
  if (databaseError) {
    return errorResponse(400, databaseError.message, formatDatabaseError(databaseError))
  }
  if (isConnectionError(error)) {
    return errorResponse(503, `Could not connect to the database: ${(error as Error).message}`)
  }
  console.error(error)
  return errorResponse(500, error instanceof Error ? error.message : 'Unexpected server error')
}

function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && /^(ECONNREFUSED|ECONNRESET|ENOTFOUND|ETIMEDOUT|EAI_AGAIN|EHOSTUNREACH)$/.test(code)
}
