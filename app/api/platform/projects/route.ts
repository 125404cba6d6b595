import { z } from 'zod'

import { jsonResponse } from '@/lib/server/http/http-error'
import { parseWith, readJsonBody } from '@/lib/server/http/read-body'
import { selfHostedRoute } from '@/lib/server/route/self-hosted-route'
import { createProject, listProjects } from '@/lib/server/projects/projects'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const GET = selfHostedRoute(async ({ config }) => jsonResponse(await listProjects(config)))

// db_pass, db_region, cloud_provider and sizes are accepted for compatibility; a local database has no use for them.
const createProjectBody = z.object({
  name: z.string().trim().min(1).max(256),
  organization_slug: z.string().optional(),
  db_sql: z.string().optional(),
})

/** Creates a project with its own database (a PGlite folder, or CREATE DATABASE on POSTGRES_URL's server). */
export const POST = selfHostedRoute(async ({ request, config }) => {
  const body = parseWith(createProjectBody, await readJsonBody(request, config.queryMaxBytes ?? 1_048_576))
  return jsonResponse(await createProject(config, body), 201)
})
