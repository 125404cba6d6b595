import { deployFunction, functionsRoot } from '@/lib/server/functions/self-hosted-functions'
import { jsonResponse } from '@/lib/server/http/http-error'
import { selfHostedRouteWithParams } from '@/lib/server/route/self-hosted-route'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/** ?slug= with multipart metadata + files → the function's folder written under FUNCTIONS_DIR. */
export const POST = selfHostedRouteWithParams<{ ref: string }>(async ({ request, params, config }) => {
  const root = functionsRoot(config, params.ref)
  return jsonResponse(await deployFunction(root, new URL(request.url).searchParams.get('slug'), request), 201)
})
