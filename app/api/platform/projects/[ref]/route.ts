import { jsonResponse } from '@/lib/server/http/http-error'
import { selfHostedRouteWithParams } from '@/lib/server/http/self-hosted-route'
import { deleteProject, getProject } from '@/lib/server/projects/projects'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const GET = selfHostedRouteWithParams<{ ref: string }>(async ({ params, config }) =>
  jsonResponse(await getProject(config, params.ref))
)

/** Only projects created from the dashboard can be deleted (with their database). */
export const DELETE = selfHostedRouteWithParams<{ ref: string }>(async ({ params, config }) =>
  jsonResponse(await deleteProject(config, params.ref))
)
