import { jsonResponse } from '@/lib/server/http/http-error'
import { projectRoute } from '@/lib/server/route/project-route'
import { listPolicies } from '@/lib/server/pg-meta/policies'
import { readSchemaFilter } from '@/lib/server/pg-meta/schema-filter'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const GET = projectRoute(async ({ request, database }) =>
  jsonResponse(await listPolicies(database, readSchemaFilter(new URL(request.url).searchParams)))
)
