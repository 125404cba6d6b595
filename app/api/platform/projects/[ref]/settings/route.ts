import { BASE_PATH } from '@/lib/routing/base-path'
import { jsonResponse } from '@/lib/server/http/http-error'
import { selfHostedRouteWithParams } from '@/lib/server/http/self-hosted-route'
import { getProject } from '@/lib/server/projects/projects'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/**
 * Self-hosted project settings. app_config.endpoint is the dashboard's own storage gateway proxy, so
 * browsers upload to {protocol}://{endpoint}/storage/v1/upload/resumable without the service key.
 */
export const GET = selfHostedRouteWithParams<{ ref: string }>(async ({ request, params, config }) => {
  const project = await getProject(config, params.ref)
  const url = new URL(request.url)
  return jsonResponse({
    ref: project.ref,
    name: project.name,
    app_config: {
      endpoint: `${url.host}${BASE_PATH}/api/platform/storage/${encodeURIComponent(project.ref)}/gateway`,
      protocol: url.protocol.replace(':', ''),
      db_schema: 'public',
    },
    service_api_keys: [],
  })
})
