import { jsonResponse } from '@/lib/server/http/http-error'
import { projectRoute } from '@/lib/server/route/project-route'
import { readSchemaFilter } from '@/lib/server/pg-meta/schema-filter'
import { listTriggers } from '@/lib/server/pg-meta/triggers'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const GET = projectRoute(async ({ request, database }) =>
  jsonResponse(await listTriggers(database, readSchemaFilter(new URL(request.url).searchParams)))
)
