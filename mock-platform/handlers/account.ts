import type { HttpHandler } from 'msw'

import type { AuditLog } from '../model'
import type { PlatformState } from '../platform-state'
import { MOCK_USER_EMAIL, MOCK_USER_ID } from '../seed-ids'
import { accessTokenAlias } from '../seed-users'
import { apiError, type Route } from './route'

/**
 * The account endpoints of the profile: PATCH /platform/profile (names and username), personal access
 * tokens (listed without their secret, which only the creating POST returns) and the account audit
 * log, which is the user's own entries across organizations plus account-level changes.
 */

/** How long the mock keeps account audit entries, in days. */
export const PROFILE_AUDIT_RETENTION_DAYS = 7
const USERNAME_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

function recordAccountEvent(state: PlatformState, name: string, description: string, method: string, status: number) {
  state.profileAuditLogs.push({
    occurred_at: new Date().toISOString(),
    action: { name, metadata: [{ method, status }] },
    actor: { id: MOCK_USER_ID, type: 'user', metadata: [{ email: MOCK_USER_EMAIL }] },
    target: { description, metadata: {} },
  })
}

function newTokenSecret(): string {
  const bytes = new Uint8Array(20)
  crypto.getRandomValues(bytes)
  return `sbp_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

export function accountHandlers(route: Route): HttpHandler[] {
  return [
    route('patch', '/platform/profile', async ({ state, readBody }) => {
      if (!state.profile) return apiError(404, "User's profile not found")
      const body = await readBody()
      if (body.username !== undefined && !USERNAME_PATTERN.test(body.username)) {
        return apiError(400, 'Username may use letters, digits, hyphens and underscores (at most 64)')
      }
      if (body.first_name !== undefined) state.profile.first_name = body.first_name
      if (body.last_name !== undefined) state.profile.last_name = body.last_name
      if (body.username !== undefined) state.profile.username = body.username
      recordAccountEvent(state, 'profile.update', 'Updated the profile', 'PATCH', 200)
      return { status: 200, body: state.profile }
    }),

    route('get', '/platform/profile/access-tokens', ({ state }) => ({
      status: 200,
      body: state.accessTokens.map(({ token: _token, ...listed }) => listed),
    })),

    route('post', '/platform/profile/access-tokens', async ({ state, readBody }) => {
      const body = await readBody()
      const name = typeof body.name === 'string' ? body.name.trim() : ''
      if (!name) return apiError(400, 'name must not be empty')
      const token = newTokenSecret()
      const created = {
        id: Math.max(0, ...state.accessTokens.map((entry) => entry.id)) + 1,
        name,
        token,
        token_alias: accessTokenAlias(token),
        created_at: new Date().toISOString(),
        last_used_at: null,
        expires_at: body.expires_at ?? null,
      }
      state.accessTokens.push(created)
      recordAccountEvent(state, 'access_tokens.create', `Created access token ${name}`, 'POST', 201)
      return { status: 201, body: created }
    }),

    route('delete', '/platform/profile/access-tokens/{id}', ({ state, params }) => {
      const found = state.accessTokens.find((entry) => String(entry.id) === params.id)
      if (!found) return apiError(404, 'Access token not found')
      state.accessTokens = state.accessTokens.filter((entry) => entry !== found)
      recordAccountEvent(state, 'access_tokens.delete', `Deleted access token ${found.name}`, 'DELETE', 200)
      const { token: _token, ...listed } = found
      return { status: 200, body: listed }
    }),

    route('get', '/platform/profile/audit', ({ state, query }) => {
      const start = Date.parse(query.get('iso_timestamp_start') ?? '')
      const end = Date.parse(query.get('iso_timestamp_end') ?? '')
      if (Number.isNaN(start) || Number.isNaN(end)) {
        return apiError(400, 'iso_timestamp_start and iso_timestamp_end are required ISO timestamps')
      }
      const own: AuditLog[] = [
        ...state.profileAuditLogs,
        ...Object.values(state.auditLogs).flatMap((entries) => entries.filter((entry) => entry.actor.id === MOCK_USER_ID)),
      ]
      const result = own
        .filter((entry) => {
          const at = Date.parse(entry.occurred_at)
          return at >= start && at <= end
        })
        .sort((a, b) => Date.parse(b.occurred_at) - Date.parse(a.occurred_at))
      return { status: 200, body: { result, retention_period: PROFILE_AUDIT_RETENTION_DAYS } }
    }),
  ]
}
