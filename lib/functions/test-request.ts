import { FUNCTION_SLUG_PATTERN } from './names'

/** What the test console sends to POST /dashboard/api/edge-functions/test, and what it answers (no zod here: the console page loads this). */

export const TEST_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
export const TEST_ROLES = ['anon', 'service_role'] as const
/** How long the console waits for a function before saying it timed out. */
export const TEST_TIMEOUT_MS = 15_000
export const MAX_TEST_TIMEOUT_MS = 60_000
/** The largest response body shown (the rest is cut, and the answer says so). */
export const MAX_TEST_RESPONSE_BYTES = 1024 * 1024

/** The console's request (the server checks it with lib/server/functions/test-request-schema.ts). */
export interface FunctionTestRequest {
  projectRef: string
  slug: string
  method: (typeof TEST_METHODS)[number]
  /** Below the function's URL: "" or "/…". */
  path?: string
  /** Query string without the "?". */
  query?: string
  headers?: Record<string, string>
  body?: string
  role?: (typeof TEST_ROLES)[number]
  timeoutMs?: number
}

export interface FunctionTestAnswer {
  status: number
  statusText: string
  headers: [string, string][]
  body: string
  isTruncated: boolean
  durationMs: number
  url: string
}

/**
 * The function's URL with the console's path and query, or an error when they would reach anything
 * else: another host, another function, or a path climbing out with `..`.
 */
export function buildFunctionTestUrl(functionsBase: string, slug: string, path: string, query: string): URL | string {
  if (!FUNCTION_SLUG_PATTERN.test(slug)) return 'Not a function slug'
  const base = new URL(`${functionsBase.replace(/\/+$/, '')}/${slug}`)
  if (path && !path.startsWith('/')) return 'The path must start with /'
  if (/(^|\/)\.\.?(\/|$)/.test(path) || /%2e/i.test(path) || path.includes('\\') || path.startsWith('//')) {
    return 'The path cannot leave the function (no . or .. segments)'
  }
  const target = new URL(base.href + path)
  if (query) target.search = query.replace(/^\?/, '')
  const basePath = base.pathname
  if (target.origin !== base.origin || !(target.pathname === basePath || target.pathname.startsWith(`${basePath}/`))) {
    return "The test console only calls this function's own URL"
  }
  return target
}
