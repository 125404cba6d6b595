import { methodsNotAllowed } from '@/lib/server/route/method-not-allowed'
import { jsonResponse } from '@/lib/server/http/http-error'
import { projectRoute } from '@/lib/server/route/project-route'
import { listIndexes } from '@/lib/server/pg-meta/indexes'
import { readSchemaFilter } from '@/lib/server/pg-meta/schema-filter'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/** ?included_schemas=&excluded_schemas=&include_system_schemas= (postgres-meta's parameters). */
export const GET = projectRoute(async ({ request, database }) =>
  jsonResponse(await listIndexes(database, readSchemaFilter(new URL(request.url).searchParams)))
)

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
