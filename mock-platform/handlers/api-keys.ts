import type { HttpHandler } from 'msw'

import { apiKeyNameError, apiKeyNameTakenMessage } from '@/lib/project-settings/api-key-rules'

import { createApiKey, projectApiKeys, publicApiKey } from '../api-keys-state'
import { findProject } from '../platform-state'
import { projectNotFound } from './projects'
import { apiError, type Route } from './route'

const isTrue = (value: string | null) => value === 'true'

/**
 * The Management API's key paths with state: created keys are listed, deleted ones are gone,
 * secrets come in full only with `reveal=true`, and the legacy JWT keys can be switched off and on.
 */
export function apiKeyHandlers(route: Route): HttpHandler[] {
  return [
    route('get', '/v1/projects/{ref}/api-keys', ({ params, state, query }) => {
      if (!findProject(state, params.ref)) return projectNotFound(params.ref)
      const reveal = isTrue(query.get('reveal'))
      return { status: 200, body: projectApiKeys(state, params.ref).keys.map((key) => publicApiKey(key, reveal)) }
    }),

    route('post', '/v1/projects/{ref}/api-keys', async ({ params, state, query, readBody }) => {
      if (!findProject(state, params.ref)) return projectNotFound(params.ref)
      const body = await readBody()
      if (body.type !== 'publishable' && body.type !== 'secret') return apiError(400, 'type must be publishable or secret')
      const name = typeof body.name === 'string' ? body.name : ''
      const existing = projectApiKeys(state, params.ref).keys.filter((key) => key.type !== 'legacy').map((key) => key.name)
      if (existing.includes(name)) return apiError(409, apiKeyNameTakenMessage(name))
      const problem = apiKeyNameError(name)
      if (problem) return apiError(400, problem)
      const description = typeof body.description === 'string' && body.description.trim() ? body.description.trim() : null
      const key = createApiKey(state, params.ref, { type: body.type, name, description })
      return { status: 201, body: publicApiKey(key, isTrue(query.get('reveal'))) }
    }),

    // Before /{id}: "legacy" is a path of its own, not a key id.
    route('get', '/v1/projects/{ref}/api-keys/legacy', ({ params, state }) => {
      if (!findProject(state, params.ref)) return projectNotFound(params.ref)
      return { status: 200, body: { enabled: projectApiKeys(state, params.ref).legacyEnabled } }
    }),

    route('put', '/v1/projects/{ref}/api-keys/legacy', ({ params, state, query }) => {
      if (!findProject(state, params.ref)) return projectNotFound(params.ref)
      const enabled = query.get('enabled')
      if (enabled !== 'true' && enabled !== 'false') return apiError(400, 'enabled must be true or false')
      const keys = projectApiKeys(state, params.ref)
      keys.legacyEnabled = enabled === 'true'
      return { status: 200, body: { enabled: keys.legacyEnabled } }
    }),

    route('get', '/v1/projects/{ref}/api-keys/{id}', ({ params, state, query }) => {
      if (!findProject(state, params.ref)) return projectNotFound(params.ref)
      const key = projectApiKeys(state, params.ref).keys.find((item) => item.id === params.id)
      if (!key) return apiError(404, `API key ${params.id} not found`)
      return { status: 200, body: publicApiKey(key, isTrue(query.get('reveal'))) }
    }),

    route('delete', '/v1/projects/{ref}/api-keys/{id}', ({ params, state }) => {
      if (!findProject(state, params.ref)) return projectNotFound(params.ref)
      const keys = projectApiKeys(state, params.ref).keys
      const index = keys.findIndex((item) => item.id === params.id)
      if (index < 0) return apiError(404, `API key ${params.id} not found`)
      if (keys[index].type === 'legacy') return apiError(400, 'Legacy keys cannot be deleted: disable them instead')
      keys.splice(index, 1)
      return { status: 200, body: undefined }
    }),
  ]
}
