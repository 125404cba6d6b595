import 'server-only'

import type { ServerConfig } from '@/lib/config/schema'
import { HttpError } from '@/lib/server/http/http-error'

/** The self-hosted project whose auth server the configured gateway fronts. */
export const AUTH_PROJECT_REF = 'default'

export const AUTH_NOT_CONFIGURED_MESSAGE =
  "The auth server's admin API is not configured: set SUPABASE_URL (the API gateway serving the auth server at SUPABASE_URL/auth/v1) and SUPABASE_SERVICE_KEY"

export interface AuthGateway {
  /** {SUPABASE_URL}/auth/v1, as this server reaches it. */
  apiUrl: string
  serviceKey: string
}

/** The auth server behind the configured gateway, or a 503 naming the variables to set. */
export function getAuthGateway(config: ServerConfig, ref: string): AuthGateway {
  if (!config.supabaseUrl || !config.supabaseServiceKey) throw new HttpError(503, AUTH_NOT_CONFIGURED_MESSAGE)
  if (ref !== AUTH_PROJECT_REF) throw new HttpError(404, `The auth server is configured for the ${AUTH_PROJECT_REF} project only`)
  return { apiUrl: `${config.supabaseUrl}/auth/v1`, serviceKey: config.supabaseServiceKey }
}

/** GoTrue's error text: {msg}, {message}, {error_description} or {error}; else its status. */
async function authErrorMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => '')
  try {
    const body = JSON.parse(text) as Record<string, unknown>
    for (const key of ['msg', 'message', 'error_description', 'error']) {
      if (typeof body[key] === 'string' && body[key]) return body[key] as string
    }
  } catch {
    // Not JSON.
  }
  return `The auth server answered ${response.status}`
}

/**
 * One JSON call to the auth server with the service key (server to server only: the key is never
 * part of an answer). Its refusals keep their status and message, so a duplicate e-mail reads as such.
 */
export async function authRequest<T>(gateway: AuthGateway, method: string, path: string, body?: unknown): Promise<T> {
  let response: Response
  try {
    response = await fetch(`${gateway.apiUrl}${path}`, {
      method,
      headers: {
        apikey: gateway.serviceKey,
        Authorization: `Bearer ${gateway.serviceKey}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
    })
  } catch (error) {
    throw new HttpError(502, `Could not reach the auth server at ${gateway.apiUrl}: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (!response.ok) {
    const status = response.status >= 400 && response.status < 600 ? response.status : 502
    throw new HttpError(status, await authErrorMessage(response))
  }
  const text = await response.text()
  try {
    return (text ? JSON.parse(text) : {}) as T
  } catch {
    return {} as T
  }
}
