import { functionsRoot, SECRETS_ARE_ENVIRONMENT, secretNamesRead } from '@/lib/server/functions/self-hosted-functions'
import { HttpError, jsonResponse } from '@/lib/server/http/http-error'
import { selfHostedRouteWithParams } from '@/lib/server/route/self-hosted-route'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/** Self-hosted: the names the functions read (values live in the runtime's environment, never here). */
export const GET = selfHostedRouteWithParams<{ ref: string }>(async ({ params, config }) =>
  jsonResponse(await secretNamesRead(functionsRoot(config, params.ref)))
)

export const POST = selfHostedRouteWithParams<{ ref: string }>(() => {
  throw new HttpError(400, SECRETS_ARE_ENVIRONMENT)
})

export const DELETE = POST
