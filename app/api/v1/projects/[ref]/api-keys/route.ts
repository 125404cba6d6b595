import { jsonResponse } from '@/lib/server/http/http-error'
import { getConfiguredApiKeys } from '@/lib/server/projects/configured-api-keys'
import { selfHostedRouteWithParams } from '@/lib/server/route/self-hosted-route'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/** Self-hosted: the configured anon key and, for the service key, only its fingerprint. */
export const GET = selfHostedRouteWithParams<{ ref: string }>(async ({ params, config }) =>
  jsonResponse(await getConfiguredApiKeys(config, params.ref))
)
