import { jsonResponse } from '@/lib/server/http/http-error'
import { selfHostedRouteWithParams } from '@/lib/server/route/self-hosted-route'
import { getProjectStatus } from '@/lib/server/projects/projects'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const GET = selfHostedRouteWithParams<{ ref: string }>(async ({ params, config }) =>
  jsonResponse(await getProjectStatus(config, params.ref))
)
