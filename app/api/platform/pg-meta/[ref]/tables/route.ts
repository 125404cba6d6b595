import { HttpError, jsonResponse } from '@/lib/server/http/http-error'
import { projectRoute } from '@/lib/server/http/project-route'
import { readSchemaFilter } from '@/lib/server/pg-meta/schema-filter'
import { listTables } from '@/lib/server/pg-meta/tables'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/** ?included_schemas=&excluded_schemas=&include_columns=&id= (postgres-meta's parameters). */
export const GET = projectRoute(async ({ request, database }) => {
  const searchParams = new URL(request.url).searchParams
  const id = searchParams.get('id')
  if (id !== null && !/^\d+$/.test(id)) throw new HttpError(400, 'id must be a table id (a whole number)')
  const tables = await listTables(database, {
    filter: readSchemaFilter(searchParams),
    isColumnsIncluded: searchParams.get('include_columns') !== 'false',
    tableId: id === null ? undefined : Number(id),
  })
  return jsonResponse(tables)
})
