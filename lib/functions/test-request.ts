import { z } from 'zod'

import { FUNCTION_SLUG_PATTERN } from './names'

/** What the test console sends to POST /dashboard/api/edge-functions/test, and what it answers. */

export const TEST_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
export const TEST_ROLES = ['anon', 'service_role'] as const
/** How long the console waits for a function before saying it timed out. */
export const TEST_TIMEOUT_MS = 15_000
export const MAX_TEST_TIMEOUT_MS = 60_000
/** The largest response body shown (the rest is cut, and the answer says so). */
export const MAX_TEST_RESPONSE_BYTES = 1024 * 1024

export const functionTestRequestSchema = z.object({
  projectRef: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'is not a project ref'),
  slug: z.string().regex(FUNCTION_SLUG_PATTERN, 'is not a function slug'),
  method: z.enum(TEST_METHODS),
  /** Below the function's URL: "" or "/…". */
  path: z.string().max(2048).default(''),
  /** Query string without the "?". */
  query: z.string().max(4096).default(''),
  headers: z.record(z.string(), z.string()).default({}),
  body: z.string().max(1024 * 1024).optional(),
  role: z.enum(TEST_ROLES).default('anon'),
  timeoutMs: z.number().int().min(100).max(MAX_TEST_TIMEOUT_MS).optional(),
})

export type FunctionTestRequest = z.input<typeof functionTestRequestSchema>

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
