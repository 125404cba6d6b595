import { vi } from 'vitest'

/** Every variable the self-hosted code reads; cleared before each configuration so tests do not leak into each other. */
const MANAGED_ENV = [
  'IS_PLATFORM',
  'GOTRUE_URL',
  'POSTGRES_URL',
  'PGLITE_DATA_DIR',
  'DASHBOARD_USERNAME',
  'DASHBOARD_PASSWORD',
  'DASHBOARD_AUTH',
  'DASHBOARD_SESSION_SECRET',
  'SELF_HOSTED_PROJECTS',
  'QUERY_MAX_BYTES',
  'PG_POOL_MAX',
  'DISABLED_FEATURES',
  'SUPABASE_URL',
  'SUPABASE_ANON_KEY',
  'SUPABASE_SERVICE_KEY',
  'SUPABASE_PUBLIC_URL',
  'SUPABASE_JWT_SECRET',
]

/**
 * Sets the server's environment and re-imports modules, so getServerConfig() reads it afresh the
 * way a restarted server would. Open databases live on globalThis and survive, as in `next dev`.
 */
export function useServerEnv(env: Record<string, string | undefined>): void {
  for (const name of MANAGED_ENV) delete process.env[name]
  for (const [name, value] of Object.entries(env)) if (value !== undefined) process.env[name] = value
  vi.resetModules()
}

type RouteHandler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response> | Response

export interface CallOptions {
  body?: unknown
  /** Sent as-is instead of JSON-encoding `body`. */
  rawBody?: string
  headers?: Record<string, string>
  params?: Record<string, string>
}

/** Calls a route handler the way Next does, with a request to http://localhost/dashboard/api/platform{path}. */
export async function callRoute(handler: unknown, method: string, path: string, options: CallOptions = {}) {
  const hasBody = options.rawBody !== undefined || options.body !== undefined
  const request = new Request(`http://localhost/dashboard/api/platform${path}`, {
    method,
    headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...options.headers },
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  })
  const response = await (handler as RouteHandler)(request, { params: Promise.resolve(options.params ?? {}) })
  const text = await response.text()
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : null }
}
