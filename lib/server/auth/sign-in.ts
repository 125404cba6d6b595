import 'server-only'

import { z } from 'zod'

import { getReturnToPath } from '@/lib/auth/return-to'
import type { ServerConfig } from '@/lib/config/schema'
import { errorResponse, HttpError, jsonResponse } from '@/lib/server/http/http-error'
import { parseWith, readJsonBody } from '@/lib/server/http/read-body'
import { isCrossOriginRequest } from '@/lib/server/security/origin'

import {
  areCredentialsValid,
  buildClearedSessionCookie,
  buildSessionCookie,
  createSessionToken,
  isDashboardAuthEnabled,
  isSecureRequest,
  SESSION_COOKIE_PATH,
} from './dashboard-session'
import { clearSignInFailures, getClientKey, getRetryAfterSeconds, recordSignInFailure } from './sign-in-throttle'

const MAX_SIGN_IN_BODY_BYTES = 16 * 1024
const credentialsSchema = z.object({
  username: z.string().max(1024),
  password: z.string().max(1024),
  returnTo: z.string().max(2048).optional(),
})

function isFormSubmission(request: Request): boolean {
  const type = request.headers.get('content-type') ?? ''
  return type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')
}

async function readCredentials(request: Request) {
  if (!isFormSubmission(request)) return parseWith(credentialsSchema, await readJsonBody(request, MAX_SIGN_IN_BODY_BYTES))
  if (Number(request.headers.get('content-length')) > MAX_SIGN_IN_BODY_BYTES) throw new HttpError(413, 'Sign-in form is too large')
  const form = await request.formData()
  const field = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : undefined
  }
  return parseWith(credentialsSchema, { username: field('username'), password: field('password'), returnTo: field('returnTo') })
}

/**
 * POST /dashboard/api/auth/sign-in with JSON or a form {username, password, returnTo?}: sets the
 * HttpOnly session cookie. A JSON call gets 200 {username}; a plain HTML form is redirected (303)
 * to returnTo. Wrong credentials: 401; too many failures from one client: 429 with Retry-After.
 */
export async function handleSignIn(request: Request, config: ServerConfig): Promise<Response> {
  try {
    if (!isDashboardAuthEnabled(config)) return errorResponse(404, 'The dashboard login is not enabled')
    // A login form posted from another site could sign the victim into an attacker's session.
    if (isCrossOriginRequest(request)) return errorResponse(403, 'Cross-origin requests are not allowed')

    const client = getClientKey(request)
    const waitSeconds = await getRetryAfterSeconds(config, client)
    if (waitSeconds !== null) {
      return errorResponse(
        429,
        `Too many failed sign-in attempts. Try again in ${waitSeconds} seconds.`,
        {},
        { 'Retry-After': String(waitSeconds) }
      )
    }

    const credentials = await readCredentials(request)
    if (!areCredentialsValid(config, credentials.username, credentials.password)) {
      await recordSignInFailure(config, client)
      return errorResponse(401, 'Invalid username or password')
    }
    await clearSignInFailures(config, client)

    const cookie = buildSessionCookie(createSessionToken(config), isSecureRequest(request))
    if (!isFormSubmission(request)) return jsonResponse({ username: credentials.username }, 200, { 'Set-Cookie': cookie })
    const returnTo = credentials.returnTo ? getReturnToPath(new URLSearchParams({ returnTo: credentials.returnTo })) : '/'
    return new Response(null, {
      status: 303,
      headers: { Location: `${SESSION_COOKIE_PATH}${returnTo === '/' ? '' : returnTo}`, 'Set-Cookie': cookie, 'Cache-Control': 'no-store' },
    })
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error.status, error.message)
    throw error
  }
}

/** POST /dashboard/api/auth/sign-out: clears the session cookie. */
export function handleSignOut(request: Request): Response {
  if (isCrossOriginRequest(request)) return errorResponse(403, 'Cross-origin requests are not allowed')
  return jsonResponse({ message: 'Signed out' }, 200, { 'Set-Cookie': buildClearedSessionCookie(isSecureRequest(request)) })
}
