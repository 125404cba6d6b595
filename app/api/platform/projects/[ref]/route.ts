import { z } from 'zod'

import { jsonResponse } from '@/lib/server/http/http-error'
import { parseWith, readJsonBody } from '@/lib/server/http/read-body'
import { selfHostedRouteWithParams } from '@/lib/server/route/self-hosted-route'
import { deleteProject, getProject, renameProject } from '@/lib/server/projects/projects'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const GET = selfHostedRouteWithParams<{ ref: string }>(async ({ params, config }) =>
  jsonResponse(await getProject(config, params.ref))
)

const renameBody = z.object({ name: z.string().trim().min(1).max(64) })

/** PATCH /platform/projects/{ref} {name}: renames a project created from the dashboard. */
export const PATCH = selfHostedRouteWithParams<{ ref: string }>(async ({ request, params, config }) => {
  const { name } = parseWith(renameBody, await readJsonBody(request, config.queryMaxBytes ?? 1_048_576))
  return jsonResponse(await renameProject(config, params.ref, name))
})

/** Only projects created from the dashboard can be deleted (with their database). */
export const DELETE = selfHostedRouteWithParams<{ ref: string }>(async ({ params, config }) =>
  jsonResponse(await deleteProject(config, params.ref))
)
