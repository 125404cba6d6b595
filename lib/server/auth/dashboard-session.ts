// No `server-only` marker here: proxy.ts bundles this file too, and proxy bundles are kept free of
// React-server markers. It holds no secret of its own (the key is derived at run time).
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import type { ServerConfig } from '@/lib/config/schema'
import { BASE_PATH } from '@/lib/routing/base-path'

export const SESSION_COOKIE_NAME = 'dashboard-session'
export const SESSION_TTL_SECONDS = 8 * 60 * 60
/** The app's base path: the cookie is only ever sent to the dashboard. */
export const SESSION_COOKIE_PATH = BASE_PATH

type AuthConfig = Pick<
  ServerConfig,
  'isPlatform' | 'dashboardUsername' | 'dashboardPassword' | 'dashboardAuth' | 'dashboardSessionSecret'
>

/** Self-hosted with DASHBOARD_USERNAME and DASHBOARD_PASSWORD set (and DASHBOARD_AUTH not off): every request needs a session. */
export function isDashboardAuthEnabled(config: AuthConfig): boolean {
  return !config.isPlatform && config.dashboardAuth !== 'off' && Boolean(config.dashboardUsername && config.dashboardPassword)
}

// A random salt per process (on globalThis so the proxy and route bundles share it): sessions end on
// restart unless DASHBOARD_SESSION_SECRET is set. Mixing in the credentials ends them on a password change.
const SALT_KEY = Symbol.for('supabase.dashboard.session-salt')

function getSessionKey(config: AuthConfig): Buffer {
  const store = globalThis as typeof globalThis & { [SALT_KEY]?: Buffer }
  store[SALT_KEY] ??= randomBytes(32)
  const secret = config.dashboardSessionSecret ?? store[SALT_KEY]
  return createHmac('sha256', secret).update(`${config.dashboardUsername}\0${config.dashboardPassword}`).digest()
}

function sign(config: AuthConfig, payload: string): string {
  return createHmac('sha256', getSessionKey(config)).update(payload).digest('base64url')
}

export function createSessionToken(config: AuthConfig, nowMs = Date.now()): string {
  const payload = Buffer.from(
    JSON.stringify({ sub: config.dashboardUsername, exp: Math.floor(nowMs / 1000) + SESSION_TTL_SECONDS })
  ).toString('base64url')
  return `${payload}.${sign(config, payload)}`
}

export function verifySessionToken(config: AuthConfig, token: string | undefined, nowMs = Date.now()): boolean {
  if (!token || !isDashboardAuthEnabled(config)) return false
  const [payload, signature, ...rest] = token.split('.')
  if (!payload || !signature || rest.length > 0) return false
  if (!isSameDigest(signature, sign(config, payload))) return false
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown; exp?: unknown }
    return claims.sub === config.dashboardUsername && typeof claims.exp === 'number' && claims.exp * 1000 > nowMs
  } catch {
    return false
  }
}

/** Compares through SHA-256 digests: equal lengths for timingSafeEqual, and no early exit on length. */
export function isSameDigest(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest()
  const b = createHash('sha256').update(expected).digest()
  return timingSafeEqual(a, b)
}

export function areCredentialsValid(config: AuthConfig, username: string, password: string): boolean {
  if (!isDashboardAuthEnabled(config)) return false
  // Both comparisons always run so the time taken does not reveal which one failed.
  const isUsernameValid = isSameDigest(username, config.dashboardUsername ?? '')
  const isPasswordValid = isSameDigest(password, config.dashboardPassword ?? '')
  return isUsernameValid && isPasswordValid
}

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie')
  if (!header) return undefined
  for (const part of header.split(';')) {
    const separator = part.indexOf('=')
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim()
  }
  return undefined
}

export function isAuthenticatedRequest(request: Request, config: AuthConfig): boolean {
  return verifySessionToken(config, readCookie(request, SESSION_COOKIE_NAME))
}

/** Secure only over HTTPS, so a plain-HTTP localhost dashboard can still sign in. */
export function isSecureRequest(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim()
  return (forwarded ?? new URL(request.url).protocol.replace(':', '')) === 'https'
}

export function buildSessionCookie(token: string, isSecure: boolean): string {
  return [
    `${SESSION_COOKIE_NAME}=${token}`,
    `Path=${SESSION_COOKIE_PATH}`,
    `Max-Age=${SESSION_TTL_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(isSecure ? ['Secure'] : []),
  ].join('; ')
}

export function buildClearedSessionCookie(isSecure: boolean): string {
  return [`${SESSION_COOKIE_NAME}=`, `Path=${SESSION_COOKIE_PATH}`, 'Max-Age=0', 'HttpOnly', 'SameSite=Strict', ...(isSecure ? ['Secure'] : [])].join(
    '; '
  )
}
