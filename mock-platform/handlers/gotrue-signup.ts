import { http, HttpResponse, type HttpHandler } from 'msw'

import type { GoTrueEmail, GoTrueUser } from '../model'
import type { PlatformState } from '../platform-state'
import { authError, publicUser, readJson, sessionBody, startSession, weakPasswordError } from './gotrue'

/**
 * GoTrue's sign-up and recovery endpoints as supabase-js calls them: POST /signup (confirmation
 * email, no session until confirmed), POST /resend, POST /recover (always answers the same, so the
 * address's existence stays secret), and GET /verify, the emails' link, which signs the user in and
 * redirects to redirect_to with the session in the URL hash (the implicit flow). Sent emails are
 * kept in state.gotrue.emails for tests to follow.
 */

/** GoTrue's SMTP_MAX_FREQUENCY default: one email per address and minute. */
const EMAIL_INTERVAL_SECONDS = 60
/** GoTrue's MAILER_OTP_EXP default. */
const LINK_LIFETIME_SECONDS = 3600
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function sendEmail(state: PlatformState, gotrueUrl: string, to: string, type: GoTrueEmail['type'], redirectTo: string) {
  const last = state.gotrue.emails.filter((email) => email.to === to).at(-1)
  if (last) {
    const elapsed = Math.floor((Date.now() - Date.parse(last.sent_at)) / 1000)
    if (elapsed < EMAIL_INTERVAL_SECONDS) {
      return authError(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${EMAIL_INTERVAL_SECONDS - elapsed} seconds.`
      )
    }
  }
  const token = crypto.randomUUID().replace(/-/g, '')
  const link = new URL(`${gotrueUrl}/verify`)
  link.searchParams.set('token', token)
  link.searchParams.set('type', type)
  if (redirectTo) link.searchParams.set('redirect_to', redirectTo)
  state.gotrue.emails.push({ to, type, link: link.toString(), token, redirect_to: redirectTo, sent_at: new Date().toISOString(), used: false })
  return null
}

function redirectWithHash(redirectTo: string, fields: Record<string, string>) {
  const target = `${redirectTo}#${new URLSearchParams(fields).toString()}`
  return new HttpResponse(null, { status: 303, headers: { Location: target } })
}

export function gotrueSignupHandlers({ gotrueUrl, state }: { gotrueUrl: string; state: PlatformState }): HttpHandler[] {
  const findUser = (email: string) => state.gotrue.users.find((candidate) => candidate.email === email)

  return [
    http.post(`${gotrueUrl}/signup`, async ({ request }) => {
      const redirectTo = new URL(request.url).searchParams.get('redirect_to') ?? ''
      const body = await readJson(request)
      const email = String(body.email ?? '').trim().toLowerCase()
      const password = String(body.password ?? '')
      if (!EMAIL_PATTERN.test(email)) return authError(400, 'validation_failed', 'Unable to validate email address: invalid format')
      const weak = weakPasswordError(password)
      if (weak) return weak
      const existing = findUser(email)
      if (existing?.email_confirmed_at) return authError(422, 'user_already_exists', 'User already registered')
      const now = new Date().toISOString()
      const user: GoTrueUser = existing ?? {
        id: crypto.randomUUID(),
        aud: 'authenticated',
        role: 'authenticated',
        email,
        password,
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: body.data && typeof body.data === 'object' ? { ...(body.data as Record<string, unknown>) } : {},
        identities: [],
        factors: [],
        created_at: now,
        updated_at: now,
      }
      // Signing up again before confirming sends a new confirmation (with the newest password).
      user.password = password
      const limited = sendEmail(state, gotrueUrl, email, 'signup', redirectTo)
      if (limited) return limited
      user.confirmation_sent_at = now
      if (!existing) state.gotrue.users.push(user)
      return HttpResponse.json(publicUser(user))
    }),

    http.post(`${gotrueUrl}/resend`, async ({ request }) => {
      const redirectTo = new URL(request.url).searchParams.get('redirect_to') ?? ''
      const body = await readJson(request)
      if (body.type !== 'signup') return authError(400, 'validation_failed', 'Only signup resends are supported by this mock')
      const user = findUser(String(body.email ?? '').trim().toLowerCase())
      if (user && !user.email_confirmed_at) {
        const limited = sendEmail(state, gotrueUrl, user.email, 'signup', redirectTo)
        if (limited) return limited
        user.confirmation_sent_at = new Date().toISOString()
      }
      return HttpResponse.json({})
    }),

    http.post(`${gotrueUrl}/recover`, async ({ request }) => {
      const redirectTo = new URL(request.url).searchParams.get('redirect_to') ?? ''
      const body = await readJson(request)
      const email = String(body.email ?? '').trim().toLowerCase()
      if (!EMAIL_PATTERN.test(email)) return authError(400, 'validation_failed', 'Unable to validate email address: invalid format')
      const user = findUser(email)
      if (user) {
        const limited = sendEmail(state, gotrueUrl, email, 'recovery', redirectTo)
        if (limited) return limited
        user.recovery_sent_at = new Date().toISOString()
      }
      // The same answer whether or not the address has an account.
      return HttpResponse.json({})
    }),

    http.get(`${gotrueUrl}/verify`, ({ request }) => {
      const params = new URL(request.url).searchParams
      const email = state.gotrue.emails.find((candidate) => candidate.token === params.get('token') && candidate.type === params.get('type'))
      const redirectTo = params.get('redirect_to') || email?.redirect_to || ''
      const user = email && findUser(email.to)
      const age = email ? (Date.now() - Date.parse(email.sent_at)) / 1000 : Infinity
      if (!email || !user || email.used || age > LINK_LIFETIME_SECONDS) {
        return redirectWithHash(redirectTo, {
          error: 'access_denied',
          error_code: 'otp_expired',
          error_description: 'Email link is invalid or has expired',
        })
      }
      email.used = true
      if (email.type === 'signup') user.email_confirmed_at = new Date().toISOString()
      const session = startSession(state, user, email.type === 'signup' ? 'otp' : 'recovery')
      const body = sessionBody(gotrueUrl, session, user)
      return redirectWithHash(redirectTo, {
        access_token: body.access_token,
        expires_at: String(body.expires_at),
        expires_in: String(body.expires_in),
        refresh_token: body.refresh_token,
        token_type: body.token_type,
        type: email.type,
      })
    }),
  ]
}
