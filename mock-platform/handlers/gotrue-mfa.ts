import { http, HttpResponse, type HttpHandler } from 'msw'
import { Secret, TOTP } from 'otpauth'
import qrcode from 'qrcode-generator'

import type { GoTrueFactor } from '../model'
import type { PlatformState } from '../platform-state'
import { authenticate, authError, nextRefreshToken, readJson, sessionResponse } from './gotrue'

/**
 * GoTrue's MFA factor endpoints as supabase-js `auth.mfa` calls them: enrol a TOTP factor
 * (POST /factors), challenge it, verify a code (which lifts the session to aal2 and marks a new
 * factor verified), and unenrol (DELETE /factors/{id}). Codes are checked per RFC 6238 (SHA1,
 * 6 digits, 30 s, one step of clock drift either way), so a test computes them from the secret.
 */

/** GoTrue's default MFA_MAX_ENROLLED_FACTORS. */
export const MAX_ENROLLED_FACTORS = 10
const CHALLENGE_LIFETIME_SECONDS = 300
const TOTP_ISSUER = 'Supabase'

export function totpFor(secret: string, label: string) {
  return new TOTP({ issuer: TOTP_ISSUER, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) })
}

function qrCodeSvg(uri: string): string {
  const code = qrcode(0, 'M')
  code.addData(uri)
  code.make()
  return code.createSvgTag({ cellSize: 4, margin: 4, scalable: true })
}

export function gotrueMfaHandlers({ gotrueUrl, state }: { gotrueUrl: string; state: PlatformState }): HttpHandler[] {
  const findFactor = (factors: GoTrueFactor[], id: unknown) => factors.find((candidate) => candidate.id === id)

  return [
    http.post(`${gotrueUrl}/factors`, async ({ request }) => {
      const auth = authenticate(state, request)
      if ('error' in auth) return auth.error
      const body = await readJson(request)
      if (body.factor_type !== 'totp') return authError(422, 'validation_failed', 'factor_type needs to be totp, phone or webauthn')
      const verified = auth.user.factors.filter((factor) => factor.status === 'verified')
      if (verified.length > 0 && auth.session.aal !== 'aal2') {
        return authError(422, 'insufficient_aal', 'AAL2 required to enroll a new factor')
      }
      if (auth.user.factors.length >= MAX_ENROLLED_FACTORS) {
        return authError(422, 'too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue')
      }
      const friendlyName = typeof body.friendly_name === 'string' ? body.friendly_name.trim() : ''
      if (friendlyName && auth.user.factors.some((factor) => factor.friendly_name === friendlyName)) {
        return authError(422, 'mfa_factor_name_conflict', `A factor with the friendly name "${friendlyName}" for this user already exists`)
      }
      const secret = new Secret({ size: 20 }).base32
      const now = new Date().toISOString()
      const factor: GoTrueFactor = {
        id: crypto.randomUUID(),
        friendly_name: friendlyName,
        factor_type: 'totp',
        status: 'unverified',
        created_at: now,
        updated_at: now,
        secret,
      }
      auth.user.factors.push(factor)
      const uri = totpFor(secret, auth.user.email).toString()
      return HttpResponse.json({
        id: factor.id,
        type: 'totp',
        friendly_name: friendlyName,
        totp: { qr_code: qrCodeSvg(uri), secret, uri },
      })
    }),

    http.post(`${gotrueUrl}/factors/:factorId/challenge`, ({ request, params }) => {
      const auth = authenticate(state, request)
      if ('error' in auth) return auth.error
      const factor = findFactor(auth.user.factors, params.factorId)
      if (!factor) return authError(404, 'mfa_factor_not_found', 'Factor not found')
      const createdAt = Math.floor(Date.now() / 1000)
      const challenge = { id: crypto.randomUUID(), factor_id: factor.id, created_at: createdAt }
      state.gotrue.challenges.push(challenge)
      return HttpResponse.json({ id: challenge.id, type: factor.factor_type, expires_at: createdAt + CHALLENGE_LIFETIME_SECONDS })
    }),

    http.post(`${gotrueUrl}/factors/:factorId/verify`, async ({ request, params }) => {
      const auth = authenticate(state, request)
      if ('error' in auth) return auth.error
      const factor = findFactor(auth.user.factors, params.factorId)
      if (!factor) return authError(404, 'mfa_factor_not_found', 'Factor not found')
      const body = await readJson(request)
      const challenge = state.gotrue.challenges.find(
        (candidate) => candidate.id === body.challenge_id && candidate.factor_id === factor.id
      )
      const now = Math.floor(Date.now() / 1000)
      if (!challenge || challenge.created_at + CHALLENGE_LIFETIME_SECONDS < now) {
        return authError(422, 'mfa_challenge_expired', 'Challenge not found or expired')
      }
      const code = typeof body.code === 'string' ? body.code : ''
      const isValid = factor.secret !== undefined && totpFor(factor.secret, auth.user.email).validate({ token: code, window: 1 }) !== null
      if (!isValid) return authError(422, 'mfa_verification_failed', 'Invalid TOTP code entered')
      // A challenge answers once.
      state.gotrue.challenges = state.gotrue.challenges.filter((candidate) => candidate !== challenge)
      factor.status = 'verified'
      factor.updated_at = new Date().toISOString()
      auth.session.aal = 'aal2'
      auth.session.amr = [{ method: 'totp', timestamp: now }, ...auth.session.amr.filter((entry) => entry.method !== 'totp')]
      auth.session.refresh_token = nextRefreshToken(state)
      return sessionResponse(state, gotrueUrl, auth.session, auth.user)
    }),

    http.delete(`${gotrueUrl}/factors/:factorId`, ({ request, params }) => {
      const auth = authenticate(state, request)
      if ('error' in auth) return auth.error
      const factor = findFactor(auth.user.factors, params.factorId)
      if (!factor) return authError(404, 'mfa_factor_not_found', 'Factor not found')
      if (factor.status === 'verified' && auth.session.aal !== 'aal2') {
        return authError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor')
      }
      auth.user.factors = auth.user.factors.filter((candidate) => candidate !== factor)
      state.gotrue.challenges = state.gotrue.challenges.filter((candidate) => candidate.factor_id !== factor.id)
      return HttpResponse.json({ id: factor.id })
    }),
  ]
}
