import type { HttpHandler } from 'msw'

import { findProject } from '../platform-state'
import { mockProjectJwtSecret, signHs256 } from '../realtime/hs256'
import { getStorageState, nextStorageId } from '../storage-state'
import { projectNotFound } from './projects'
import { apiError, type Route } from './route'

const MAX_TEMPORARY_KEY_SECONDS = 3600

/**
 * POST /platform/projects/{ref}/api-keys/temporary: what the storage browser uploads with and what the
 * realtime inspector connects with when it acts as a role (claims {"role":"authenticated","sub":…}).
 */
export function temporaryApiKeyHandlers(route: Route): HttpHandler[] {
  return [
    route('post', '/platform/projects/{ref}/api-keys/temporary', async ({ params, state, query }) => {
      if (!findProject(state, params.ref)) return projectNotFound(params.ref)
      const seconds = Number(query.get('authorization_exp') ?? '300')
      if (!Number.isFinite(seconds) || seconds <= 0 || seconds > MAX_TEMPORARY_KEY_SECONDS) {
        return apiError(400, `authorization_exp must be between 1 and ${MAX_TEMPORARY_KEY_SECONDS}`)
      }
      let claims: Record<string, unknown> = { role: 'service_role' }
      try {
        claims = { ...claims, ...(JSON.parse(query.get('claims') ?? '{}') as Record<string, unknown>) }
      } catch {
        return apiError(400, 'claims must be a JSON object')
      }
      // A JWT signed with the project's mock secret, as the platform's are: the mock realtime server verifies it.
      const iat = Math.floor(Date.now() / 1000)
      const key = await signHs256({ ...claims, ref: params.ref, iat, exp: iat + seconds, jti: nextStorageId(getStorageState(state), 'tmpkey') }, mockProjectJwtSecret(params.ref))
      getStorageState(state).apiKeys.set(key, { ref: params.ref, expiresAt: Date.now() + seconds * 1000 })
      return { status: 201, body: { api_key: key } }
    }),

  ]
}
