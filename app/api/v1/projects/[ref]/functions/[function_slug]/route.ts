import { deleteFunction, functionsRoot, getFunction, updateFunction } from '@/lib/server/functions/self-hosted-functions'
import { jsonResponse } from '@/lib/server/http/http-error'
import { readJsonBody } from '@/lib/server/http/read-body'
import { selfHostedRouteWithParams } from '@/lib/server/route/self-hosted-route'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

type Params = { ref: string; function_slug: string }

export const GET = selfHostedRouteWithParams<Params>(async ({ params, config }) =>
  jsonResponse(await getFunction(functionsRoot(config, params.ref), params.function_slug))
)

/** {name} renames the function's folder. */
export const PATCH = selfHostedRouteWithParams<Params>(async ({ request, params, config }) => {
  const root = functionsRoot(config, params.ref)
  const body = (await readJsonBody(request, 16 * 1024)) as { name?: unknown; verify_jwt?: unknown }
  return jsonResponse(await updateFunction(root, params.function_slug, body ?? {}))
})

export const DELETE = selfHostedRouteWithParams<Params>(async ({ params, config }) => {
  await deleteFunction(functionsRoot(config, params.ref), params.function_slug)
  return new Response(null, { status: 200 })
})
