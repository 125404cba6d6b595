import type { Middleware } from 'openapi-fetch'

import { DASHBOARD_APPLICATION_NAME } from '@/lib/constants'

import type { PlatformClientSettings } from './client-settings'
import { toResponseError } from './handle-error'
import { generateRequestId } from './request-id'
import { CONNECTION_ENCRYPTION_ERROR_MESSAGE } from './response-error'
import { parseRetryAfter } from './retry-after'

export const REQUEST_ID_HEADER = 'X-Request-Id'
export const CONNECTION_ENCRYPTED_HEADER = 'x-connection-encrypted'
export const PG_APPLICATION_NAME_HEADER = 'x-pg-application-name'
const PG_META_PATH = '/platform/pg-meta/'
const MAX_PLAIN_TEXT_MESSAGE = 500

function isPgMetaRequest(request: Request): boolean {
  return new URL(request.url).pathname.includes(PG_META_PATH)
}

/**
 * JSON text of a body. A hostile error body can nest deeper than JSON.stringify can recurse (RangeError);
 * it then keeps only its top-level scalar fields, which hold everything an error needs (message, code…).
 */
function toJsonText(body: unknown): string {
  try {
    return JSON.stringify(body)
  } catch {
    if (body === null || typeof body !== 'object') return 'null'
    return JSON.stringify(Object.fromEntries(Object.entries(body).filter(([, value]) => typeof value !== 'object' || value === null)))
  }
}

function jsonResponse(body: unknown, init: { status: number; statusText?: string; headers?: HeadersInit }) {
  const headers = new Headers(init.headers)
  headers.set('Content-Type', 'application/json')
  // The body changed length; stale framing headers would make readers cut it short.
  headers.delete('Content-Length')
  headers.delete('Content-Encoding')
  headers.delete('Transfer-Encoding')
  return new Response(toJsonText(body), { status: init.status, statusText: init.statusText, headers })
}

/** Adds the headers every platform request carries and enforces the pg-meta rules (SPEC §7). */
export function createRequestMiddleware(getSettings: () => PlatformClientSettings): Middleware {
  return {
    async onRequest({ request }) {
      const settings = getSettings()
      if (!request.headers.has('Accept')) request.headers.set('Accept', 'application/json')
      if (!request.headers.has(REQUEST_ID_HEADER)) request.headers.set(REQUEST_ID_HEADER, generateRequestId())

      if (!request.headers.has('Authorization')) {
        const token = await settings.getAccessToken()
        if (token) request.headers.set('Authorization', `Bearer ${token}`)
      }

      if (isPgMetaRequest(request)) {
        if (settings.requiresConnectionEncryption && !request.headers.get(CONNECTION_ENCRYPTED_HEADER)) {
          // Answer locally: the platform would refuse the request without the encrypted connection.
          // No server answered, so there is no Retry-After: retryAfter stays undefined.
          return jsonResponse(
            {
              message: CONNECTION_ENCRYPTION_ERROR_MESSAGE,
              code: 400,
              requestId: request.headers.get(REQUEST_ID_HEADER) ?? undefined,
            },
            { status: 400 }
          )
        }
        if (!request.headers.get(PG_APPLICATION_NAME_HEADER)) {
          request.headers.set(PG_APPLICATION_NAME_HEADER, DASHBOARD_APPLICATION_NAME)
        }
      }
      return undefined
    },

    async onResponse({ request, response }) {
      if (response.ok) return undefined
      const requestId = request.headers.get(REQUEST_ID_HEADER) ?? undefined
      const text = await response.clone().text()
      let body: Record<string, unknown> = {}
      try {
        const parsed: unknown = JSON.parse(text)
        if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
          body = parsed as Record<string, unknown>
        }
      } catch {
        // Short plain-text errors are still worth showing; HTML error pages are not.
        const isPlainText = (response.headers.get('Content-Type') ?? '').startsWith('text/plain')
        if (isPlainText && text.trim() !== '' && text.length <= MAX_PLAIN_TEXT_MESSAGE) body = { message: text.trim() }
      }
      const headers = new Headers(response.headers)
      // HEAD answers have no body to augment: the response itself then carries the request id.
      if (requestId && !headers.has(REQUEST_ID_HEADER)) headers.set(REQUEST_ID_HEADER, requestId)
      // Augment the error body before anyone reads it, so every reader sees status and ids.
      return jsonResponse(
        { ...body, code: response.status, requestId, retryAfter: parseRetryAfter(response.headers.get('Retry-After')) },
        { status: response.status, statusText: response.statusText, headers }
      )
    },

    onError({ error }) {
      const mapped = toResponseError(error)
      return mapped === error ? undefined : mapped
    },
  }
}
