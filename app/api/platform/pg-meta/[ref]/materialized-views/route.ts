import { methodsNotAllowed } from '@/lib/server/route/method-not-allowed'
import { jsonResponse } from '@/lib/server/http/http-error'
import { projectRoute } from '@/lib/server/route/project-route'
import { listMaterializedViews } from '@/lib/server/pg-meta/materialized-views'
import { readSchemaFilter } from '@/lib/server/pg-meta/schema-filter'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/** ?included_schemas=&excluded_schemas=&include_columns= (postgres-meta's; columns only with include_columns=true). */
export const GET = projectRoute(async ({ request, database }) => {
  const searchParams = new URL(request.url).searchParams
  return jsonResponse(
    await listMaterializedViews(database, readSchemaFilter(searchParams), searchParams.get('include_columns') === 'true')
  )
})

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
