import { createRequire } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

import { afterAll, describe, expect, it, vi } from 'vitest'

import { createSessionToken, SESSION_COOKIE_NAME } from '@/lib/server/auth/dashboard-session'
import { handleProxyRequest } from '@/lib/server/security/proxy-handler'
import { config as proxyConfig } from '@/proxy'

import {
  caseName,
  CONFIGS,
  isPassedThrough,
  listRouteCases,
  LOCKED_ENV,
  proxyRequest,
  sessionCookie,
  type RouteCase,
} from './helpers'
import { BASE_PATH, listApiRoutes, listPageRoutes, PUBLIC_API_PATTERNS, samplePath } from './route-inventory'

/**
 * A locked self-hosted dashboard (DASHBOARD_USERNAME/PASSWORD) against EVERY route handler under
 * app/api, enumerated from the file system: each one refuses a request without the session, a forged
 * or expired session, and admits the request with a valid one. The proxy decides first; each handler
 * also refuses on its own, in case a matcher ever misses it.
 */

type MatcherCompiler = (matchers: readonly string[], nextConfig: { basePath: string }) => { regexp: string }[]

function compileProxyMatchers(matchers: readonly string[]) {
  // Internal to Next, hence required by path; the build turns `config.matcher` into regexps with it.
  const { getMiddlewareMatchers } = createRequire(import.meta.url)('next/dist/build/analysis/get-page-static-info') as {
    getMiddlewareMatchers: MatcherCompiler
  }
  return getMiddlewareMatchers(matchers, { basePath: BASE_PATH })
}

const cases = listRouteCases()
const guarded = cases.filter(({ route }) => !PUBLIC_API_PATTERNS.includes(route.pattern))
const open = cases.filter(({ route }) => PUBLIC_API_PATTERNS.includes(route.pattern))

describe('the route inventory', () => {
  it('finds every route handler and the methods each exports', () => {
    const routes = listApiRoutes()
    expect(routes.length).toBeGreaterThanOrEqual(24)
    for (const route of routes) expect(route.methods, route.file).not.toEqual([])
    const patterns = routes.map((route) => route.pattern)
    expect(patterns).toEqual(expect.arrayContaining([...PUBLIC_API_PATTERNS, '/api/ai/chat', '/api/platform/pg-meta/[ref]/query']))
    expect(cases).toContainEqual(expect.objectContaining({ method: 'DELETE', path: '/dashboard/api/platform/projects/default' }))
  })

  it("puts every API route and page, the bare base path included, under the proxy's matcher", () => {
    // Compiled by Next's own code, base path and all, exactly as the build does it.
    const matchers = compileProxyMatchers(proxyConfig.matcher).map((matcher) => new RegExp(matcher.regexp))
    const paths = [...listApiRoutes().map((route) => route.pattern), ...listPageRoutes().map((route) => route.pattern)].map(
      (pattern) => `${BASE_PATH}${samplePath(pattern)}`.replace(/\/$/, '')
    )
    expect(paths).toContain(BASE_PATH)
    // pg-meta is left out on purpose (its handlers gate themselves, below, and set the headers): the
    // proxy would cost the query endpoint half its throughput.
    const isPgMeta = (path: string) => path.startsWith(`${BASE_PATH}/api/platform/pg-meta/`)
    for (const path of paths) expect(matchers.some((matcher) => matcher.test(path)), path).toBe(!isPgMeta(path))
    expect(paths.filter(isPgMeta).length).toBeGreaterThan(5)
    expect(matchers.some((matcher) => matcher.test(`${BASE_PATH}/_next/static/chunks/app.js`))).toBe(false)
  })
})

describe('the proxy of a locked dashboard', () => {
  const expired = `${SESSION_COOKIE_NAME}=${createSessionToken(CONFIGS.locked, Date.now() - 9 * 60 * 60 * 1000)}`
  const forged = `${SESSION_COOKIE_NAME}=${createSessionToken({ ...CONFIGS.locked, dashboardPassword: 'guessed' })}`

  it.each(guarded.map((routeCase) => [caseName(routeCase), routeCase] as const))(
    '%s: 401 without a session, with a forged or an expired one; through with a valid one',
    async (_, { method, path }: RouteCase) => {
      for (const cookie of [undefined, forged, expired, `${SESSION_COOKIE_NAME}=`]) {
        const response = handleProxyRequest(proxyRequest(path, { method, headers: cookie ? { cookie } : {} }), CONFIGS.locked)
        expect(response.status).toBe(401)
        expect(await response.json()).toEqual({ message: 'Sign in to the dashboard to use this API' })
      }
      const admitted = handleProxyRequest(proxyRequest(path, { method, headers: { cookie: sessionCookie() } }), CONFIGS.locked)
      expect(isPassedThrough(admitted)).toBe(true)
    }
  )

  it.each(open.map((routeCase) => [caseName(routeCase), routeCase] as const))(
    '%s is public by design and passes without a session',
    (_, { method, path }: RouteCase) => {
      expect(isPassedThrough(handleProxyRequest(proxyRequest(path, { method }), CONFIGS.locked))).toBe(true)
    }
  )

  it('sends every page to sign-in without a session, and through with one', () => {
    for (const { pattern } of listPageRoutes()) {
      const path = `${BASE_PATH}${samplePath(pattern)}`.replace(/\/$/, '')
      const refused = handleProxyRequest(proxyRequest(path), CONFIGS.locked)
      if (pattern === '/sign-in') {
        expect(isPassedThrough(refused), path).toBe(true)
        continue
      }
      expect(refused.status, path).toBe(307)
      expect(new URL(refused.headers.get('location') ?? '').pathname, path).toBe('/dashboard/sign-in')
      expect(isPassedThrough(handleProxyRequest(proxyRequest(path, { headers: { cookie: sessionCookie() } }), CONFIGS.locked)), path).toBe(true)
    }
  })
})

describe('each route handler of a locked dashboard, on its own', () => {
  const savedEnv = { ...process.env }
  afterAll(() => {
    process.env = savedEnv
    vi.resetModules()
  })

  it.each(guarded.map((routeCase) => [caseName(routeCase), routeCase] as const))(
    '%s answers 401 without a session',
    async (_, { route, method, path }: RouteCase) => {
      process.env = { ...savedEnv, ...LOCKED_ENV, IS_PLATFORM: 'false' }
      delete process.env.POSTGRES_URL
      vi.resetModules()
      const routeModule = (await import(/* @vite-ignore */ pathToFileURL(join(process.cwd(), route.file)).href)) as Record<
        string,
        (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response> | Response
      >
      const hasBody = method !== 'GET' && method !== 'HEAD'
      const request = new Request(`http://localhost${path}`, {
        method,
        headers: hasBody ? { 'content-type': 'application/json' } : {},
        body: hasBody ? JSON.stringify({ query: 'select 1' }) : undefined,
      })
      const response = await routeModule[method](request, { params: Promise.resolve({ ref: 'default', slug: 'default-org-slug' }) })
      expect(response.status).toBe(401)
      expect(((await response.json()) as { message: string }).message).toMatch(/^Sign in to the dashboard/)
    }
  )
})
