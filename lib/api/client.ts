import createClient, { type Client } from 'openapi-fetch'

import { resolvePlatformBaseUrl } from './base-url'
import { getClientSettings } from './client-settings'
import { createRequestMiddleware, REQUEST_ID_HEADER } from './middleware'
import { parseResponseBody } from './parse-response'
import type { paths } from './platform'
import { parseRetryAfter } from './retry-after'

export type PlatformClient = Client<paths>
type Method = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH' | 'HEAD'

let cached: { client: PlatformClient; version: number } | null = null

/** The openapi-fetch client for the current settings (rebuilt after configurePlatformClient). */
export function getPlatformClient(): PlatformClient {
  const { settings, version } = getClientSettings()
  if (cached && cached.version === version) return cached.client
  const client = createClient<paths>({
    baseUrl: resolvePlatformBaseUrl(settings.platformApiUrl),
    // Resolve fetch per call so interceptors installed later (MSW, tracing) still see requests.
    fetch: (request) => globalThis.fetch(request),
    credentials: 'include',
    referrerPolicy: 'no-referrer-when-downgrade',
    headers: { Accept: 'application/json' },
    querySerializer: { array: { style: 'form', explode: false } },
  })
  client.use(createRequestMiddleware(() => getClientSettings().settings))
  cached = { client, version }
  return client
}

type ResponseShapeModule = typeof import('./response-shape')
let shapeModule: Promise<ResponseShapeModule | null> | null = null

/**
 * Loads the response check (zod and the schemas of openapi.yaml) once, on the first request. When the
 * chunk cannot load (a deploy replaced it, the network dropped) reads go on unchecked and the next
 * request tries again: a missing check must not fail every read.
 */
export function loadResponseShapeCheck(): Promise<ResponseShapeModule | null> {
  shapeModule ??= import('./response-shape').catch(() => {
    shapeModule = null
    return null
  })
  return shapeModule
}

export interface PlatformResult {
  data?: unknown
  error?: unknown
  response: Response
}

/**
 * Sends one request and applies the response rules openapi-fetch does not: our own body parsing
 * (octet-stream raw, JSON falling back to text), an error object even for body-less failures, and a
 * ResponseShapeError when a successful read's body does not have the shape openapi.yaml promises (a
 * write's 2xx stays a success: see below).
 */
export async function sendPlatformRequest(
  method: Method,
  url: string,
  init: Record<string, unknown> = {}
): Promise<PlatformResult> {
  const client = getPlatformClient()
  // Loaded alongside the request, so the check adds no wait after the first answer.
  const shapeCheck = loadResponseShapeCheck()
  const hasCustomParse = 'parseAs' in init
  // 'stream' leaves the body unread, so parseResponseBody can decide how to read it.
  const options = hasCustomParse ? init : { ...init, parseAs: 'stream' }
  const result = (await client.request(
    method.toLowerCase() as 'get',
    url as never,
    options as never
  )) as PlatformResult
  const { response } = result
  if (!response.ok) {
    const error = result.error ?? {
      code: response.status,
      requestId: response.headers.get(REQUEST_ID_HEADER) ?? undefined,
      retryAfter: parseRetryAfter(response.headers.get('Retry-After')),
    }
    return { error, response }
  }
  if (hasCustomParse) return result
  const data = await parseResponseBody(response)
  const shapeError = (await shapeCheck)?.checkResponseShape(method, url, data, response)
  // Honest writes: a 2xx to a write means the change happened, whatever its body. The check has reported
  // the body; the caller gets a success without data, as for a 204, and the mutation cache refetches
  // what the write invalidates, so screens show the new state from a read instead of from this body.
  if (shapeError?.isWrite) return { data: undefined, response }
  if (shapeError) return { error: shapeError, response }
  return { data, response }
}

function bind<M extends Method>(method: M): PlatformClient[M] {
  return ((url: string, init?: Record<string, unknown>) =>
    sendPlatformRequest(method, url, init)) as unknown as PlatformClient[M]
}

/**
 * The typed platform API (paths and bodies checked against lib/api/platform.d.ts). Use it as
 * `const { data, error } = await platform.GET('/platform/projects/{ref}', { params: { path: { ref } }, signal })`
 * then `if (error) handleError(error)`.
 */
export const platform: Pick<PlatformClient, Method> = {
  GET: bind('GET'),
  PUT: bind('PUT'),
  POST: bind('POST'),
  DELETE: bind('DELETE'),
  PATCH: bind('PATCH'),
  HEAD: bind('HEAD'),
}
