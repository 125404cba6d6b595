import { methodsNotAllowed } from '@/lib/server/route/method-not-allowed'
import { jsonResponse } from '@/lib/server/http/http-error'
import { projectRoute } from '@/lib/server/route/project-route'
import { listForeignTables } from '@/lib/server/pg-meta/foreign-tables'
import { readSchemaFilter } from '@/lib/server/pg-meta/schema-filter'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/** ?include_columns= (postgres-meta's; columns unless include_columns=false), plus our schema filters. */
export const GET = projectRoute(async ({ request, database }) => {
  const searchParams = new URL(request.url).searchParams
  return jsonResponse(
    await listForeignTables(database, readSchemaFilter(searchParams), searchParams.get('include_columns') !== 'false')
  )
})

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
