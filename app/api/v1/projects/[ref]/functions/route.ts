import { listFunctions, functionsRoot } from '@/lib/server/functions/self-hosted-functions'
import { jsonResponse } from '@/lib/server/http/http-error'
import { selfHostedRouteWithParams } from '@/lib/server/route/self-hosted-route'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/** The functions of FUNCTIONS_DIR (self-hosted), in the Management API's shape. */
export const GET = selfHostedRouteWithParams<{ ref: string }>(async ({ params, config }) =>
  jsonResponse(await listFunctions(functionsRoot(config, params.ref)))
)
