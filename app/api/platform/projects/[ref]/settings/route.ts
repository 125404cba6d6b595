import { jsonResponse } from '@/lib/server/http/http-error'
import { selfHostedRouteWithParams } from '@/lib/server/http/self-hosted-route'
import { getSelfHostedProjectSettings } from '@/lib/server/projects/project-settings'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/** GET /platform/projects/{ref}/settings, self-hosted: the project's database address and API keys. */
export const GET = selfHostedRouteWithParams<{ ref: string }>(async ({ params, config }) =>
  jsonResponse(await getSelfHostedProjectSettings(config, params.ref))
)
