import { http, HttpResponse, type HttpHandler } from 'msw'

import type { PlatformState } from '../platform-state'
import { gatewayAuthDatabase, gatewayAuthSettings, getProjectAuthState } from '../project-auth-state'
import * as store from '../project-auth-store'

/** Where the mock serves the self-hosted auth server: SUPABASE_URL = {origin}/gateway in tests. */
export const MOCK_GATEWAY_PATH = '/gateway'

/**
 * A GoTrue-compatible auth server for the self-hosted dashboard's handlers: the admin API
 * (/admin/users…, service key required, as GoTrue requires the service_role JWT) and the e-mail/SMS
 * endpoints, written from GoTrue's API documentation. Errors are GoTrue's {code, error_code, msg}.
 */
export function gotrueAdminHandlers({ origin, state }: { origin: string; state: () => PlatformState }): HttpHandler[] {
  const base = `${origin}${MOCK_GATEWAY_PATH}/auth/v1`
  const run = async (request: Request, task: (db: store.AuthDatabase) => Promise<unknown>, { isAdmin = true } = {}) => {
    if (isAdmin && !/^Bearer \S+/.test(request.headers.get('authorization') ?? '')) {
      return HttpResponse.json({ code: 401, error_code: 'no_authorization', msg: 'This endpoint requires a Bearer token' }, { status: 401 })
    }
    try {
      return HttpResponse.json((await task(await gatewayAuthDatabase(state()))) as never)
    } catch (error) {
      if (error instanceof store.AuthServerError) return HttpResponse.json(error.toBody(), { status: error.status })
      throw error
    }
  }
  const body = async (request: Request) => ((await request.json().catch(() => ({}))) ?? {}) as store.AdminUserParams
  const sent = (kind: 'invite' | 'recovery' | 'magiclink' | 'otp', to: string) => getProjectAuthState(state()).sent.push({ ref: 'gateway', kind, to })

  return [
    http.get(`${base}/settings`, () => HttpResponse.json(gatewayAuthSettings())),
    http.get(`${base}/admin/users`, ({ request }) => {
      const url = new URL(request.url)
      const page = Math.max(1, Number(url.searchParams.get('page') ?? '1') || 1)
      const perPage = Math.min(1000, Math.max(1, Number(url.searchParams.get('per_page') ?? '50') || 50))
      return run(request, (db) => store.listUsers(db, page, perPage))
    }),
    http.post(`${base}/admin/users`, async ({ request }) => {
      const params = await body(request)
      return run(request, (db) => store.createUser(db, params))
    }),
    http.get(`${base}/admin/users/:id`, ({ request, params }) => run(request, (db) => store.getUser(db, String(params.id)))),
    http.put(`${base}/admin/users/:id`, async ({ request, params }) => {
      const update = await body(request)
      return run(request, (db) => store.updateUser(db, String(params.id), update))
    }),
    http.delete(`${base}/admin/users/:id`, ({ request, params }) => run(request, (db) => store.deleteUser(db, String(params.id)))),
    http.get(`${base}/admin/users/:id/factors`, ({ request, params }) => run(request, (db) => store.listFactors(db, String(params.id)))),
    http.delete(`${base}/admin/users/:id/factors/:factorId`, ({ request, params }) =>
      run(request, (db) => store.deleteFactor(db, String(params.id), String(params.factorId)))
    ),
    http.post(`${base}/invite`, async ({ request }) => {
      const { email } = await body(request)
      return run(request, async (db) => {
        const user = await store.createUser(db, { email }, { isInvite: true })
        sent('invite', String(email))
        return user
      })
    }),
    ...(['recover', 'magiclink'] as const).map((action) =>
      http.post(`${base}/${action}`, async ({ request }) => {
        const { email } = await body(request)
        return run(
          request,
          async (db) => {
            await store.markSent(db, await store.findUserByContact(db, { email }), action === 'recover' ? 'recovery' : 'confirmation')
            sent(action === 'recover' ? 'recovery' : 'magiclink', String(email))
            return {}
          },
          { isAdmin: false }
        )
      })
    ),
    http.post(`${base}/otp`, async ({ request }) => {
      const { email, phone } = await body(request)
      return run(
        request,
        async (db) => {
          await store.findUserByContact(db, { email, phone })
          sent('otp', String(phone ?? email))
          return {}
        },
        { isAdmin: false }
      )
    }),
  ]
}
