import { jsonResponse } from '@/lib/server/http/http-error'
import { methodsNotAllowed } from '@/lib/server/route/method-not-allowed'
import { projectRoute } from '@/lib/server/route/project-route'
import { parseWith, readJsonBody } from '@/lib/server/http/read-body'
import { listColumns } from '@/lib/server/pg-meta/columns'
import { parseColumnId } from '@/lib/server/pg-meta/ids'
import { readSchemaFilter } from '@/lib/server/pg-meta/schema-filter'
import { createColumn, deleteColumn, updateColumn } from '@/lib/server/pg-meta/table-writes'
import { createColumnBody, updateColumnBody } from '@/lib/server/pg-meta/write-bodies'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

const BODY_LIMIT = 65_536

/** Columns of tables, views, materialized views and foreign tables (?included_schemas=&excluded_schemas=). */
export const GET = projectRoute(async ({ request, database }) =>
  jsonResponse(await listColumns(database, readSchemaFilter(new URL(request.url).searchParams), 'rpvmf'))
)

/** postgres-meta's column body → the created column. */
export const POST = projectRoute(async ({ request, database }) => {
  const body = parseWith(createColumnBody, await readJsonBody(request, BODY_LIMIT))
  return jsonResponse(await createColumn(database, body))
})

/** ?id={table_id}.{ordinal} → the column as it now is. */
export const PATCH = projectRoute(async ({ request, database }) => {
  const id = parseColumnId(new URL(request.url).searchParams.get('id'))
  const body = parseWith(updateColumnBody, await readJsonBody(request, BODY_LIMIT))
  return jsonResponse(await updateColumn(database, id, body))
})

/** ?id={table_id}.{ordinal}&cascade= → the dropped column as it was. */
export const DELETE = projectRoute(async ({ request, database }) => {
  const searchParams = new URL(request.url).searchParams
  return jsonResponse(await deleteColumn(database, parseColumnId(searchParams.get('id')), searchParams.get('cascade') === 'true'))
})

export const { PUT } = methodsNotAllowed(['GET', 'POST', 'PATCH', 'DELETE'])
