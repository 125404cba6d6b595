import { http, HttpResponse, type HttpHandler } from 'msw'

import { bearerToken, decodeAccessToken, encodeAccessToken } from '../jwt'
import type { GoTrueSession, GoTrueUser } from '../model'
import type { PlatformState } from '../platform-state'

/**
 * The GoTrue (auth) endpoints supabase-js 2 calls: password and refresh-token grants, get/update user
 * and logout. The MFA factor endpoints live in gotrue-mfa.ts, sign-up and recovery in gotrue-signup.ts.
 * getAuthenticatorAssuranceLevel needs no endpoint: it decodes `aal`/`amr` from the access token and
 * reads the user's verified factors.
 */

const ACCESS_TOKEN_LIFETIME_SECONDS = 3600

type ErrorBody = { code: number; error_code: string; msg: string }

/** GoTrue's default minimum: 6 characters (the dashboard asks for far more through the strength meter). */
export const MIN_PASSWORD_LENGTH = 6

export function weakPasswordError(password: string) {
  if (password.length >= MIN_PASSWORD_LENGTH) return null
  return HttpResponse.json(
    {
      code: 422,
      error_code: 'weak_password',
      msg: `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
      weak_password: { reasons: ['length'] },
    },
    { status: 422 }
  )
}

export function authError(status: number, errorCode: string, message: string) {
  return HttpResponse.json<ErrorBody>({ code: status, error_code: errorCode, msg: message }, { status })
}

export function publicUser(user: GoTrueUser) {
  const { password: _password, ...rest } = user
  // The TOTP secret is shown once, at enrolment; GET /user never returns it.
  const factors = rest.factors.map(({ secret: _secret, ...factor }) => factor)
  return { ...rest, factors, last_sign_in_at: rest.identities[0]?.last_sign_in_at ?? rest.created_at }
}

export function sessionResponse(state: PlatformState, gotrueUrl: string, session: GoTrueSession, user: GoTrueUser) {
  return HttpResponse.json(sessionBody(gotrueUrl, session, user))
}

/** The token grant's body: a fresh access token for the session (its aal and amr) and its refresh token. */
export function sessionBody(gotrueUrl: string, session: GoTrueSession, user: GoTrueUser) {
  const issuedAt = Math.floor(Date.now() / 1000)
  const expiresAt = issuedAt + ACCESS_TOKEN_LIFETIME_SECONDS
  const accessToken = encodeAccessToken({
    sub: user.id,
    email: user.email,
    aal: session.aal,
    amr: session.amr,
    exp: expiresAt,
    iat: issuedAt,
    role: 'authenticated',
    aud: 'authenticated',
    session_id: session.id,
    iss: gotrueUrl,
  })
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_LIFETIME_SECONDS,
    expires_at: expiresAt,
    refresh_token: session.refresh_token,
    user: publicUser(user),
  }
}

/** A new aal1 session for the user, signed in by the given method. */
export function startSession(state: PlatformState, user: GoTrueUser, method: GoTrueSession['amr'][number]['method']): GoTrueSession {
  state.counters.session += 1
  const session: GoTrueSession = {
    id: `00000000-0000-4000-a000-${String(state.counters.session).padStart(12, '0')}`,
    user_id: user.id,
    refresh_token: nextRefreshToken(state),
    aal: 'aal1',
    amr: [{ method, timestamp: Math.floor(Date.now() / 1000) }],
    is_revoked: false,
  }
  state.gotrue.sessions.push(session)
  return session
}

export function nextRefreshToken(state: PlatformState) {
  state.counters.session += 1
  return `mock-refresh-${state.counters.session}`
}

/** The session and user behind the request's bearer token, or the error GoTrue would send. */
export function authenticate(state: PlatformState, request: Request) {
  const token = bearerToken(request)
  const claims = token ? decodeAccessToken(token) : null
  if (!claims) return { error: authError(401, 'bad_jwt', 'invalid JWT: unable to parse or verify signature') }
  if (claims.exp * 1000 < Date.now()) return { error: authError(401, 'bad_jwt', 'invalid JWT: token is expired') }
  const session = state.gotrue.sessions.find((candidate) => candidate.id === claims.session_id)
  if (!session || session.is_revoked) {
    return { error: authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist') }
  }
  const user = state.gotrue.users.find((candidate) => candidate.id === session.user_id)
  if (!user) return { error: authError(403, 'user_not_found', 'User from sub claim in JWT does not exist') }
  return { session, user }
}

export async function readJson(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json()
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

export function gotrueHandlers({ gotrueUrl, state }: { gotrueUrl: string; state: PlatformState }): HttpHandler[] {
  return [
    http.post(`${gotrueUrl}/token`, async ({ request }) => {
      const grantType = new URL(request.url).searchParams.get('grant_type')
      const body = await readJson(request)
      if (grantType === 'password') {
        const email = String(body.email ?? '').toLowerCase()
        const user = state.gotrue.users.find((candidate) => candidate.email === email)
        if (!user || user.password !== body.password) {
          return authError(400, 'invalid_credentials', 'Invalid login credentials')
        }
        if (!user.email_confirmed_at) return authError(400, 'email_not_confirmed', 'Email not confirmed')
        return sessionResponse(state, gotrueUrl, startSession(state, user, 'password'), user)
      }
      if (grantType === 'refresh_token') {
        const session = state.gotrue.sessions.find(
          (candidate) => candidate.refresh_token === body.refresh_token && !candidate.is_revoked
        )
        const user = session && state.gotrue.users.find((candidate) => candidate.id === session.user_id)
        if (!session || !user) {
          return authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
        }
        session.refresh_token = nextRefreshToken(state)
        return sessionResponse(state, gotrueUrl, session, user)
      }
      return authError(400, 'validation_failed', `Unsupported grant_type ${String(grantType)}`)
    }),

    http.get(`${gotrueUrl}/user`, ({ request }) => {
      const auth = authenticate(state, request)
      return 'error' in auth ? auth.error : HttpResponse.json(publicUser(auth.user))
    }),

    http.put(`${gotrueUrl}/user`, async ({ request }) => {
      const auth = authenticate(state, request)
      if ('error' in auth) return auth.error
      const body = await readJson(request)
      const now = new Date().toISOString()
      if (typeof body.email === 'string' && body.email !== auth.user.email) {
        // Email changes wait for confirmation: GoTrue only records the pending address.
        auth.user.new_email = body.email
        auth.user.email_change_sent_at = now
      }
      if (typeof body.password === 'string') {
        const weak = weakPasswordError(body.password)
        if (weak) return weak
        if (body.password === auth.user.password) {
          return authError(422, 'same_password', 'New password should be different from the old password.')
        }
        auth.user.password = body.password
      }
      if (body.data && typeof body.data === 'object') Object.assign(auth.user.user_metadata, body.data)
      auth.user.updated_at = now
      return HttpResponse.json(publicUser(auth.user))
    }),

    http.post(`${gotrueUrl}/logout`, ({ request }) => {
      const auth = authenticate(state, request)
      if ('error' in auth) return auth.error
      const scope = new URL(request.url).searchParams.get('scope') ?? 'global'
      for (const session of state.gotrue.sessions) {
        if (session.user_id !== auth.user.id) continue
        const isCurrent = session.id === auth.session.id
        if (scope === 'global' || (scope === 'local' && isCurrent) || (scope === 'others' && !isCurrent)) {
          session.is_revoked = true
        }
      }
      return new HttpResponse(null, { status: 204 })
    }),
  ]
}
