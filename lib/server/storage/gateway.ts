import 'server-only'

import type { ServerConfig } from '@/lib/config/schema'
import { HttpError } from '@/lib/server/http/http-error'

/** The self-hosted project that the configured gateway belongs to. */
export const STORAGE_PROJECT_REF = 'default'

export const STORAGE_NOT_CONFIGURED_MESSAGE =
  'Storage is not configured: set SUPABASE_URL (the API gateway serving the storage API at SUPABASE_URL/storage/v1) and SUPABASE_SERVICE_KEY, and SUPABASE_PUBLIC_URL when browsers reach the gateway at another address'

export interface StorageGateway {
  /** {SUPABASE_URL}/storage/v1, as this server reaches it. */
  apiUrl: string
  /** {SUPABASE_PUBLIC_URL or SUPABASE_URL}/storage/v1, as browsers reach it. */
  publicApiUrl: string
  serviceKey: string
}

/** The storage API behind the configured gateway, or a 503 naming the variables to set. */
export function getStorageGateway(config: ServerConfig, ref: string): StorageGateway {
  if (!config.supabaseUrl || !config.supabaseServiceKey) throw new HttpError(503, STORAGE_NOT_CONFIGURED_MESSAGE)
  if (ref !== STORAGE_PROJECT_REF) {
    throw new HttpError(404, `Storage is configured for the ${STORAGE_PROJECT_REF} project only`)
  }
  return {
    apiUrl: `${config.supabaseUrl}/storage/v1`,
    publicApiUrl: `${config.supabasePublicUrl ?? config.supabaseUrl}/storage/v1`,
    serviceKey: config.supabaseServiceKey,
  }
}

export function serviceHeaders(gateway: StorageGateway): Record<string, string> {
  return { apikey: gateway.serviceKey, Authorization: `Bearer ${gateway.serviceKey}` }
}

/** The storage API's error text ({message} or {error}) or its status. */
async function storageErrorMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => '')
  try {
    const body = JSON.parse(text) as { message?: unknown; error?: unknown }
    if (typeof body.message === 'string' && body.message) return body.message
    if (typeof body.error === 'string' && body.error) return body.error
  } catch {
    // Not JSON.
  }
  return `The storage API answered ${response.status}`
}

/** One JSON call to the storage API with the service key; its refusals keep their status and message. */
export async function storageRequest<T>(gateway: StorageGateway, method: string, path: string, body?: unknown): Promise<T> {
  let response: Response
  try {
    response = await fetch(`${gateway.apiUrl}${path}`, {
      method,
      headers: { ...serviceHeaders(gateway), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
    })
  } catch (error) {
    throw new HttpError(502, `Could not reach the storage API at ${gateway.apiUrl}: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (!response.ok) {
    const status = response.status >= 400 && response.status < 600 ? response.status : 502
    throw new HttpError(status, await storageErrorMessage(response))
  }
  const text = await response.text()
  return (text ? JSON.parse(text) : {}) as T
}

export function encodeObjectPath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/')
}
