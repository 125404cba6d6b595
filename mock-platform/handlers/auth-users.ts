import type { HttpHandler } from 'msw'

import type { Schemas } from '@/lib/api/types'

import { getMockDatabase } from '../pg-meta-db'
import { findProject, type PlatformState } from '../platform-state'
import { getProjectAuthState, projectAuthConfig, type SentAuthMessage } from '../project-auth-state'
import * as store from '../project-auth-store'
import { projectNotFound } from './projects'
import { apiError, type Route } from './route'

/** What the platform answers about a user: the fields the dashboard reads. */
function toAuthUser(user: Record<string, unknown>): Schemas['AuthUser'] {
  return {
    id: String(user.id),
    email: (user.email as string | null) ?? null,
    phone: (user.phone as string | null) ?? null,
    banned_until: user.banned_until ? String(user.banned_until) : null,
  }
}

/** Runs a store call; its refusals become the platform's {message} errors with the same status. */
async function withStore<T>(state: PlatformState, ref: string, task: (db: store.AuthDatabase) => Promise<T>) {
  if (!findProject(state, ref)) return { ok: false as const, reply: projectNotFound(ref) }
  try {
    return { ok: true as const, value: await task(await getMockDatabase(state)) }
  } catch (error) {
    if (error instanceof store.AuthServerError) return { ok: false as const, reply: apiError(error.status, error.message) }
    throw error
  }
}

function send(state: PlatformState, message: SentAuthMessage) {
  getProjectAuthState(state).sent.push(message)
}

const SECRET_KEYS = /(_SECRET|SMTP_PASS)$/

/** /platform/auth/{ref}/…: the hosted platform's user actions and auth config, over the project's auth tables. */
export function authUserHandlers(route: Route): HttpHandler[] {
  return [
    route('post', '/platform/auth/{ref}/users', async ({ params, state, readBody }) => {
      const body = await readBody()
      const result = await withStore(state, params.ref, (db) => store.createUser(db, body))
      return result.ok ? { status: 200, body: toAuthUser(result.value) } : result.reply
    }),
    route('patch', '/platform/auth/{ref}/users/{id}', async ({ params, state, readBody }) => {
      const body = await readBody()
      const result = await withStore(state, params.ref, (db) => store.updateUser(db, params.id, body))
      return result.ok ? { status: 200, body: toAuthUser(result.value) } : result.reply
    }),
    route('delete', '/platform/auth/{ref}/users/{id}', async ({ params, state }) => {
      const result = await withStore(state, params.ref, (db) => store.deleteUser(db, params.id))
      return result.ok ? { status: 200, body: { message: 'User deleted' } } : result.reply
    }),
    route('delete', '/platform/auth/{ref}/users/{id}/factors', async ({ params, state }) => {
      const result = await withStore(state, params.ref, async (db) => {
        const factors = await store.listFactors(db, params.id)
        for (const factor of factors) await store.deleteFactor(db, params.id, String(factor.id))
        return factors.length
      })
      return result.ok ? { status: 200, body: { message: `${result.value} factors removed` } } : result.reply
    }),
    route('post', '/platform/auth/{ref}/invite', async ({ params, state, readBody }) => {
      const { email } = await readBody()
      const result = await withStore(state, params.ref, (db) => store.createUser(db, { email }, { isInvite: true }))
      if (!result.ok) return result.reply
      send(state, { ref: params.ref, kind: 'invite', to: email })
      return { status: 200, body: toAuthUser(result.value) }
    }),
    ...(['recover', 'magiclink'] as const).map((action) =>
      route('post', `/platform/auth/{ref}/${action}`, async ({ params, state, readBody }) => {
        const { email } = await readBody()
        const result = await withStore(state, params.ref, async (db) => {
          const id = await store.findUserByContact(db, { email })
          await store.markSent(db, id, action === 'recover' ? 'recovery' : 'confirmation')
        })
        if (!result.ok) return result.reply
        send(state, { ref: params.ref, kind: action === 'recover' ? 'recovery' : 'magiclink', to: email })
        return { status: 200, body: {} }
      })
    ),
    route('post', '/platform/auth/{ref}/otp', async ({ params, state, readBody }) => {
      const { email, phone } = await readBody()
      const result = await withStore(state, params.ref, (db) => store.findUserByContact(db, { email, phone }))
      if (!result.ok) return result.reply
      send(state, { ref: params.ref, kind: 'otp', to: phone ?? email ?? '' })
      return { status: 200, body: {} }
    }),
    route('get', '/platform/auth/{ref}/config', ({ params, state }) => {
      if (!findProject(state, params.ref)) return projectNotFound(params.ref)
      return { status: 200, body: projectAuthConfig(state, params.ref) }
    }),
    route('patch', '/platform/auth/{ref}/config', async ({ params, state, readBody }) => {
      if (!findProject(state, params.ref)) return projectNotFound(params.ref)
      const body = await readBody()
      const config = projectAuthConfig(state, params.ref)
      for (const [key, value] of Object.entries(body)) {
        if (!(key in config)) return apiError(400, `Unknown auth setting ${key}`)
        if (key === 'SITE_URL' && (typeof value !== 'string' || !/^https?:\/\/\S+$/.test(value))) return apiError(400, 'SITE_URL must be a URL')
        if (SECRET_KEYS.test(key) && value === '') continue
        config[key] = value
      }
      return { status: 200, body: config }
    }),
  ]
}
