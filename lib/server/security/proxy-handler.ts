// No `server-only` marker: this is proxy.ts's logic (kept here so tests can call it directly).
import { NextResponse, type NextRequest } from 'next/server'

import type { ServerConfig } from '@/lib/config/schema'
import { BASE_PATH } from '@/lib/routing/base-path'
import { isAuthenticatedRequest, isDashboardAuthEnabled } from '@/lib/server/auth/dashboard-session'

import { isCrossOriginRequest, isStateChangingMethod } from './origin'
import { applySecurityHeaders, buildContentSecurityPolicy } from './security-headers'

export const SIGN_IN_PATH = '/sign-in'

// Reachable without a session when the dashboard is locked (paths without the base path).
const PUBLIC_PATHS = new Set([SIGN_IN_PATH, '/api/auth/sign-in', '/api/auth/sign-out', '/api/get-utc-time'])
// Next's own files and the top-level files of public/ (the sign-in page's icons) carry nothing secret.
// Top level only: a page such as /project/x.png must not slip through as an "asset".
const PUBLIC_ASSET = /^\/(?:_next\/|[\w-]+\.(?:ico|png|svg|jpe?g|webp|gif|txt|webmanifest|woff2?)$)/

/** The request's path inside the app: Next may or may not have removed the base path already. */
export function getAppPath(request: NextRequest): string {
  const path = new URL(request.url).pathname
  if (path === BASE_PATH) return '/'
  return path.startsWith(`${BASE_PATH}/`) ? path.slice(BASE_PATH.length) : path
}

function isPublicPath(path: string): boolean {
  return PUBLIC_PATHS.has(path) || PUBLIC_ASSET.test(path)
}

/**
 * Every request passes here (proxy.ts): security headers and the CSP nonce on all responses; when the
 * self-hosted dashboard is locked, pages without a session go to sign-in and API calls get 401;
 * state-changing API calls from another site's pages get 403.
 */
export function handleProxyRequest(request: NextRequest, config: ServerConfig, isDevelopment = false): NextResponse {
  const path = getAppPath(request)
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64')
  const contentSecurityPolicy = buildContentSecurityPolicy(config, nonce, isDevelopment)
  const isApi = path.startsWith('/api/')

  let response: NextResponse
  if (isDashboardAuthEnabled(config) && !isPublicPath(path) && !isAuthenticatedRequest(request, config)) {
    if (isApi) {
      response = NextResponse.json({ message: 'Sign in to the dashboard to use this API' }, { status: 401 })
    } else {
      const { search } = new URL(request.url)
      const signIn = new URL(`${BASE_PATH}${SIGN_IN_PATH}`, request.url)
      signIn.searchParams.set('returnTo', `${path}${search}`)
      response = NextResponse.redirect(signIn)
    }
  } else if (isApi && isStateChangingMethod(request.method) && isCrossOriginRequest(request)) {
    response = NextResponse.json({ message: 'Cross-origin requests are not allowed' }, { status: 403 })
  } else if (isApi) {
    // Route handlers render no scripts, so the request goes on unchanged: forwarding rewritten
    // request headers makes Next copy every header into the response and back, on every API call.
    response = NextResponse.next()
  } else {
    // Next.js reads the nonce from the request's CSP header and puts it on the scripts it renders.
    const headers = new Headers(request.headers)
    headers.set('x-nonce', nonce)
    headers.set('Content-Security-Policy', contentSecurityPolicy)
    response = NextResponse.next({ request: { headers } })
  }
  applySecurityHeaders(response.headers, contentSecurityPolicy)
  return response
}
