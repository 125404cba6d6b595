import 'server-only'

import { HttpError } from '@/lib/server/http/http-error'

import { authRequest, type AuthGateway } from './gateway'

/**
 * The platform's user paths (/platform/auth/{ref}/…) answered by the auth server's own API: the
 * admin endpoints (/admin/users…) and the e-mail/SMS endpoints (/invite, /recover, /magiclink, /otp).
 */

interface GoTrueUser {
  id: string
  email?: string | null
  phone?: string | null
  banned_until?: string | null
}

/** Only what the dashboard reads: never the auth server's whole answer (tokens, links). */
function toAuthUser(user: GoTrueUser) {
  if (!user || typeof user.id !== 'string') throw new HttpError(502, 'The auth server answered without a user')
  return { id: user.id, email: user.email ?? null, phone: user.phone ?? null, banned_until: user.banned_until ?? null }
}

const userPath = (id: string) => `/admin/users/${encodeURIComponent(id)}`

export async function createUser(gateway: AuthGateway, body: { email: string; password: string; email_confirm?: boolean }) {
  return toAuthUser(await authRequest<GoTrueUser>(gateway, 'POST', '/admin/users', body))
}

export async function updateUserBan(gateway: AuthGateway, id: string, banDuration: string) {
  return toAuthUser(await authRequest<GoTrueUser>(gateway, 'PUT', userPath(id), { ban_duration: banDuration }))
}

export async function deleteUser(gateway: AuthGateway, id: string) {
  await authRequest(gateway, 'DELETE', userPath(id))
  return { message: 'User deleted' }
}

/** GoTrue removes factors one at a time: list them, then delete each. */
export async function deleteUserFactors(gateway: AuthGateway, id: string) {
  const factors = await authRequest<{ id: string }[]>(gateway, 'GET', `${userPath(id)}/factors`)
  const list = Array.isArray(factors) ? factors : []
  for (const factor of list) {
    await authRequest(gateway, 'DELETE', `${userPath(id)}/factors/${encodeURIComponent(factor.id)}`)
  }
  return { message: list.length === 1 ? '1 factor removed' : `${list.length} factors removed` }
}

export async function inviteUser(gateway: AuthGateway, email: string) {
  return toAuthUser(await authRequest<GoTrueUser>(gateway, 'POST', '/invite', { email }))
}

export async function sendRecovery(gateway: AuthGateway, email: string) {
  await authRequest(gateway, 'POST', '/recover', { email })
  return { message: 'Recovery e-mail sent' }
}

export async function sendMagicLink(gateway: AuthGateway, email: string) {
  await authRequest(gateway, 'POST', '/magiclink', { email })
  return { message: 'Magic link sent' }
}

export async function sendOtp(gateway: AuthGateway, body: { phone?: string; email?: string }) {
  if (!body.phone && !body.email) throw new HttpError(400, 'phone or email is required')
  await authRequest(gateway, 'POST', '/otp', body.phone ? { phone: body.phone } : { email: body.email })
  return { message: 'One-time password sent' }
}
