import { jsonResponse } from '@/lib/server/http/http-error'
import { selfHostedRouteWithParams } from '@/lib/server/route/self-hosted-route'
import { listOrganizationProjects } from '@/lib/server/projects/organization-projects'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const GET = selfHostedRouteWithParams<{ slug: string }>(async ({ request, params, config }) =>
  jsonResponse(await listOrganizationProjects(config, params.slug, new URL(request.url).searchParams))
)
