import { methodsNotAllowed } from '@/lib/server/route/method-not-allowed'
import { jsonResponse } from '@/lib/server/http/http-error'
import { projectRoute } from '@/lib/server/route/project-route'
import { readSchemaFilter } from '@/lib/server/pg-meta/schema-filter'
import { listTypes } from '@/lib/server/pg-meta/types'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/** ?included_schemas=&excluded_schemas=&include_system_schemas=&include_array_types=&include_table_types= (postgres-meta's). */
export const GET = projectRoute(async ({ request, database }) => {
  const searchParams = new URL(request.url).searchParams
  return jsonResponse(
    await listTypes(database, {
      filter: readSchemaFilter(searchParams),
      includeArrayTypes: searchParams.get('include_array_types') === 'true',
      includeTableTypes: searchParams.get('include_table_types') === 'true',
    })
  )
})

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
