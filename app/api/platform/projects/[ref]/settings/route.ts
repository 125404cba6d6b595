import { BASE_PATH } from '@/lib/routing/base-path'
import { jsonResponse } from '@/lib/server/http/http-error'
import { selfHostedRouteWithParams } from '@/lib/server/route/self-hosted-route'
import { getSelfHostedProjectSettings } from '@/lib/server/projects/project-settings'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/**
 * GET /platform/projects/{ref}/settings, self-hosted: the project's database address and API keys.
 * Uploads go through the dashboard's own storage gateway proxy (storage_endpoint), which adds the
 * service key on the server, so browsers never hold it.
 */
export const GET = selfHostedRouteWithParams<{ ref: string }>(async ({ request, params, config }) => {
  const settings = await getSelfHostedProjectSettings(config, params.ref)
  const url = new URL(request.url)
  const storage_endpoint = `${url.host}${BASE_PATH}/api/platform/storage/${encodeURIComponent(params.ref)}/gateway`
  return jsonResponse({ ...settings, app_config: { ...settings.app_config, storage_endpoint, protocol: url.protocol.replace(':', '') } })
})
