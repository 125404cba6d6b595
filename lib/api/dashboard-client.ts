import type { LogQueryAnswer, LogQueryRequest } from '@/lib/ai/log-generator'
import type { SampleDataAnswer, SampleDataRequest } from '@/lib/ai/sample-data'
import type { FunctionTestAnswer, FunctionTestRequest } from '@/lib/functions/test-request'
import { withBasePath } from '@/lib/routing/base-path'

import { NETWORK_ERROR_MESSAGE } from './response-error'

/**
 * The app's own route handlers (app/api/…, served under the base path), which are not part of the
 * platform API of openapi.yaml. Each is described once here, with what it takes and answers, and
 * called through dashboardFetch: hooks in data/ never write these URLs or fetch options by hand.
 */
export interface DashboardEndpoints {
  /** Self-hosted login: sets an HttpOnly session cookie (app/api/auth/sign-in). */
  'POST /api/auth/sign-in': { body: { username: string; password: string }; answer: { username?: string; message?: string } }
  /** Ends the self-hosted session (app/api/auth/sign-out). */
  'POST /api/auth/sign-out': { body: undefined; answer: unknown }
  /** The server's clock, for the clock-skew banner (app/api/get-utc-time). */
  'GET /api/get-utc-time': { body: undefined; answer: { utcTime?: string } }
  /** The AI assistant's streamed chat (app/api/ai/chat), read by the AI SDK's transport. */
  'POST /api/ai/chat': { body: unknown; answer: unknown }
  /** The AI data generator: sample rows for a table (app/api/ai/data-generator). */
  'POST /api/ai/data-generator': { body: SampleDataRequest; answer: SampleDataAnswer & { message?: string } }
  /** The AI log generator: a logs query for a described search (app/api/ai/log-generator). */
  'POST /api/ai/log-generator': { body: LogQueryRequest; answer: LogQueryAnswer & { message?: string } }
  /** The edge functions test console: one request forwarded to the function's own URL (app/api/edge-functions/test). */
  'POST /api/edge-functions/test': { body: FunctionTestRequest; answer: FunctionTestAnswer & { message?: string } }
  /** The static consent category list (public/consent/categories.json). */
  'GET /consent/categories.json': { body: undefined; answer: unknown }
}

export type DashboardEndpoint = keyof DashboardEndpoints

/** An endpoint's absolute URL: against the page's origin in the browser, the base-path URL elsewhere. */
export function dashboardEndpointUrl(endpoint: DashboardEndpoint): string {
  const path = withBasePath(endpoint.slice(endpoint.indexOf(' ') + 1))
  return typeof window === 'undefined' ? path : new URL(path, window.location.origin).href
}

export interface DashboardFetchOptions<E extends DashboardEndpoint> {
  body?: DashboardEndpoints[E]['body']
  signal?: AbortSignal
  cache?: RequestCache
  /** Added to the request (the platform's Authorization for the AI helpers). */
  headers?: Record<string, string>
}

export interface DashboardAnswer<E extends DashboardEndpoint> {
  response: Response
  /** The parsed JSON body, or null when there was none or it was not JSON. */
  body: Partial<DashboardEndpoints[E]['answer']> | null
}

/**
 * Calls one of the app's own endpoints with its session cookie. A network failure becomes an Error
 * with the network message of SPEC §8; the caller decides what a non-2xx answer means.
 */
export async function dashboardFetch<E extends DashboardEndpoint>(
  endpoint: E,
  { body, signal, cache, headers }: DashboardFetchOptions<E> = {}
): Promise<DashboardAnswer<E>> {
  const method = endpoint.slice(0, endpoint.indexOf(' '))
  let response: Response
  try {
    response = await fetch(dashboardEndpointUrl(endpoint), {
      method,
      headers: {
        ...(body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json', Accept: 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
      cache,
    })
  } catch (error) {
    // Cancellation is not a network failure: React Query recognises the original AbortError.
    if (error instanceof Error && error.name === 'AbortError') throw error
    throw new Error(NETWORK_ERROR_MESSAGE)
  }
  const parsed: unknown = await response.json().catch(() => null)
  const isObject = parsed !== null && typeof parsed === 'object'
  return { response, body: isObject || Array.isArray(parsed) ? (parsed as DashboardAnswer<E>['body']) : null }
}
