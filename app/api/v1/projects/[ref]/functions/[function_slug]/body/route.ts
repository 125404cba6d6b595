import { functionBody, functionsRoot } from '@/lib/server/functions/self-hosted-functions'
import { selfHostedRouteWithParams } from '@/lib/server/route/self-hosted-route'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/** The function's files as multipart form data, like the Management API's function body. */
export const GET = selfHostedRouteWithParams<{ ref: string; function_slug: string }>(async ({ params, config }) =>
  functionBody(functionsRoot(config, params.ref), params.function_slug)
)
