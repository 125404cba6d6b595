import 'server-only'

import { createHmac } from 'node:crypto'

import type { ServerConfig } from '@/lib/config/schema'
import { HttpError } from '@/lib/server/http/http-error'

/**
 * Self-hosted: the realtime inspector's "act as a user" token, an HS256 JWT signed with
 * SUPABASE_JWT_SECRET as the project's auth server would sign it. The secret never leaves the server;
 * the token lives at most ten minutes and only carries the anon or authenticated role.
 */

export const MAX_REALTIME_TOKEN_SECONDS = 600
const SIGNABLE_ROLES = ['anon', 'authenticated'] as const
const USER_ID = /^[A-Za-z0-9][A-Za-z0-9._:@-]{0,127}$/

export interface RealtimeTokenRequest {
  role: string
  sub?: unknown
  seconds: number
}

function base64Url(text: string | Buffer) {
  return Buffer.from(text).toString('base64url')
}

export function isRealtimeTokenRequest(claims: Record<string, unknown>): boolean {
  return (SIGNABLE_ROLES as readonly string[]).includes(String(claims.role))
}

export function signRealtimeToken(config: ServerConfig, request: RealtimeTokenRequest, now = Date.now()): string {
  if (!config.supabaseJwtSecret) {
    throw new HttpError(400, 'Set SUPABASE_JWT_SECRET (the JWT secret of your project) on the dashboard server to act as a user')
  }
  if (!(SIGNABLE_ROLES as readonly string[]).includes(request.role)) {
    throw new HttpError(400, 'The dashboard signs realtime tokens for the anon and authenticated roles only')
  }
  if (request.role === 'authenticated' && (typeof request.sub !== 'string' || !USER_ID.test(request.sub))) {
    throw new HttpError(400, 'Give the user id (sub) to act as, e.g. a UUID from Authentication → Users')
  }
  const iat = Math.floor(now / 1000)
  const lifetime = Math.min(Math.max(1, Math.floor(Number.isFinite(request.seconds) ? request.seconds : MAX_REALTIME_TOKEN_SECONDS)), MAX_REALTIME_TOKEN_SECONDS)
  const claims: Record<string, unknown> = { role: request.role, iat, exp: iat + lifetime, aud: request.role, iss: 'supabase-dashboard' }
  if (request.role === 'authenticated') claims.sub = request.sub
  const unsigned = `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}`
  return `${unsigned}.${createHmac('sha256', config.supabaseJwtSecret).update(unsigned).digest('base64url')}`
}
