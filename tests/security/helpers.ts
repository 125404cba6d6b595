import { NextRequest } from 'next/server'

import { parseConfig, type ServerConfig } from '@/lib/config/schema'
import { createSessionToken, SESSION_COOKIE_NAME } from '@/lib/server/auth/dashboard-session'

import { BASE_PATH, listApiRoutes, samplePath, type ApiRoute, type HttpMethod } from './route-inventory'

export const LOCKED_ENV = { DASHBOARD_USERNAME: 'security-admin', DASHBOARD_PASSWORD: 'security suite password 42' }

export const CONFIGS: Record<'open' | 'locked' | 'platform', ServerConfig> = {
  open: parseConfig({}),
  locked: parseConfig(LOCKED_ENV),
  platform: parseConfig({
    IS_PLATFORM: 'true',
    PLATFORM_API_URL: 'https://api.example.test/platform',
    GOTRUE_URL: 'https://api.example.test/auth/v1',
  }),
}

export const ORIGIN = 'http://localhost'

export interface RouteCase {
  route: ApiRoute
  method: HttpMethod
  /** With the base path, e.g. /dashboard/api/platform/projects/default */
  path: string
}

/** Every exported method of every route handler under app/api. */
export function listRouteCases(): RouteCase[] {
  return listApiRoutes().flatMap((route) =>
    route.methods.map((method) => ({ route, method, path: `${BASE_PATH}${samplePath(route.pattern)}` }))
  )
}

export function caseName({ method, path }: RouteCase): string {
  return `${method} ${path}`
}

export function sessionCookie(config: ServerConfig = CONFIGS.locked): string {
  return `${SESSION_COOKIE_NAME}=${createSessionToken(config)}`
}

export function proxyRequest(path: string, { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {}) {
  return new NextRequest(`${ORIGIN}${path}`, { method, headers })
}

/** The proxy let the request through to the route (Next's marker for NextResponse.next()). */
export function isPassedThrough(response: Response): boolean {
  return response.headers.get('x-middleware-next') === '1'
}
