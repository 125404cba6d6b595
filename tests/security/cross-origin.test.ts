import { pathToFileURL } from 'node:url'
import { join } from 'node:path'

import { afterAll, describe, expect, it, vi } from 'vitest'

import { handleProxyRequest } from '@/lib/server/security/proxy-handler'

import {
  caseName,
  CONFIGS,
  isPassedThrough,
  listRouteCases,
  ORIGIN,
  proxyRequest,
  sessionCookie,
  type RouteCase,
} from './helpers'
import { FOREIGN_ORIGIN, isStateChanging } from './route-inventory'

/**
 * Cross-site request forgery: a state-changing request (POST, PUT, PATCH, DELETE) whose Origin is
 * another site is refused on EVERY route handler under app/api, in every mode, even with a valid
 * session; the dashboard's own pages and non-browser callers (no Origin) pass.
 */

const writes = listRouteCases().filter(({ method }) => isStateChanging(method))
const reads = listRouteCases().filter(({ method }) => !isStateChanging(method))

describe('the proxy', () => {
  it('sees state-changing routes to check', () => {
    expect(writes.length).toBeGreaterThanOrEqual(10)
  })

  it.each(writes.map((routeCase) => [caseName(routeCase), routeCase] as const))(
    '%s: 403 from another site or an opaque origin, in every mode',
    async (_, { method, path }: RouteCase) => {
      for (const [mode, config] of Object.entries(CONFIGS)) {
        for (const origin of [FOREIGN_ORIGIN, 'null', 'http://localhost.evil.example', 'http://localhost:8080']) {
          const headers: Record<string, string> = { origin, 'content-type': 'application/json' }
          if (mode === 'locked') headers.cookie = sessionCookie()
          const response = handleProxyRequest(proxyRequest(path, { method, headers }), config)
          expect(response.status, `${mode} ${origin}`).toBe(403)
          expect(await response.json()).toEqual({ message: 'Cross-origin requests are not allowed' })
        }
      }
    }
  )

  it.each(writes.map((routeCase) => [caseName(routeCase), routeCase] as const))(
    '%s: passes from the dashboard itself and from callers without an Origin',
    (_, { method, path }: RouteCase) => {
      for (const headers of [{ origin: ORIGIN }, {}] as Record<string, string>[]) {
        expect(isPassedThrough(handleProxyRequest(proxyRequest(path, { method, headers }), CONFIGS.open))).toBe(true)
      }
    }
  )

  it('lets cross-origin reads through: they change nothing, and CORS keeps their answers from other sites', () => {
    for (const { method, path } of reads) {
      const response = handleProxyRequest(proxyRequest(path, { method, headers: { origin: FOREIGN_ORIGIN } }), CONFIGS.open)
      expect(isPassedThrough(response), path).toBe(true)
      expect(response.headers.get('access-control-allow-origin'), path).toBeNull()
    }
  })
})

describe('each state-changing route handler, on its own', () => {
  const savedEnv = { ...process.env }
  afterAll(() => {
    process.env = savedEnv
    vi.resetModules()
  })

  // The sign-out route only clears a cookie and is refused by the proxy; every other write refuses itself.
  const selfGuarded = writes.filter(({ route }) => route.pattern !== '/api/auth/sign-out')

  it.each(selfGuarded.map((routeCase) => [caseName(routeCase), routeCase] as const))(
    '%s answers 403 to another site',
    async (_, { route, method, path }: RouteCase) => {
      const isSignIn = route.pattern === '/api/auth/sign-in'
      // The sign-in route exists only while the dashboard is locked; the others run unlocked here.
      process.env = { ...savedEnv, IS_PLATFORM: 'false', ...(isSignIn ? { DASHBOARD_USERNAME: 'a', DASHBOARD_PASSWORD: 'b' } : {}) }
      if (!isSignIn) {
        delete process.env.DASHBOARD_USERNAME
        delete process.env.DASHBOARD_PASSWORD
      }
      delete process.env.POSTGRES_URL
      vi.resetModules()
      const routeModule = (await import(/* @vite-ignore */ pathToFileURL(join(process.cwd(), route.file)).href)) as Record<
        string,
        (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response> | Response
      >
      const request = new Request(`${ORIGIN}${path}`, {
        method,
        headers: { origin: FOREIGN_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'drop schema public cascade' }),
      })
      const response = await routeModule[method](request, { params: Promise.resolve({ ref: 'default', slug: 'default-org-slug' }) })
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({ message: 'Cross-origin requests are not allowed' })
    }
  )
})
