import { methodsNotAllowed } from '@/lib/server/route/method-not-allowed'
import { jsonResponse } from '@/lib/server/http/http-error'
import { projectRoute } from '@/lib/server/route/project-route'
import { listFunctions } from '@/lib/server/pg-meta/functions'
import { readSchemaFilter } from '@/lib/server/pg-meta/schema-filter'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const GET = projectRoute(async ({ request, database }) =>
  jsonResponse(await listFunctions(database, readSchemaFilter(new URL(request.url).searchParams)))
)

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
