import { jsonResponse } from '@/lib/server/http/http-error'
import { methodsNotAllowed } from '@/lib/server/route/method-not-allowed'
import { projectRoute } from '@/lib/server/route/project-route'
import { parseWith, readJsonBody } from '@/lib/server/http/read-body'
import { parseOid } from '@/lib/server/pg-meta/ids'
import { readSchemaFilter } from '@/lib/server/pg-meta/schema-filter'
import { createTable, deleteTable, updateTable } from '@/lib/server/pg-meta/table-writes'
import { listTables } from '@/lib/server/pg-meta/tables'
import { createTableBody, updateTableBody } from '@/lib/server/pg-meta/write-bodies'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

const BODY_LIMIT = 65_536

/** ?included_schemas=&excluded_schemas=&include_columns=&id= (postgres-meta's parameters). */
export const GET = projectRoute(async ({ request, database }) => {
  const searchParams = new URL(request.url).searchParams
  const id = searchParams.get('id')
  const tables = await listTables(database, {
    filter: readSchemaFilter(searchParams),
    isColumnsIncluded: searchParams.get('include_columns') !== 'false',
    tableId: id === null ? undefined : parseOid(id),
  })
  return jsonResponse(tables)
})

/** {schema, name, comment} → the created table. */
export const POST = projectRoute(async ({ request, database }) => {
  const body = parseWith(createTableBody, await readJsonBody(request, BODY_LIMIT))
  return jsonResponse(await createTable(database, body))
})

/** ?id= {name, schema, comment, rls_enabled, rls_forced, primary_keys} → the table as it now is. */
export const PATCH = projectRoute(async ({ request, database }) => {
  const id = parseOid(new URL(request.url).searchParams.get('id'))
  const body = parseWith(updateTableBody, await readJsonBody(request, BODY_LIMIT))
  return jsonResponse(await updateTable(database, id, body))
})

/** ?id=&cascade= → the dropped table as it was. */
export const DELETE = projectRoute(async ({ request, database }) => {
  const searchParams = new URL(request.url).searchParams
  return jsonResponse(await deleteTable(database, parseOid(searchParams.get('id')), searchParams.get('cascade') === 'true'))
})

export const { PUT } = methodsNotAllowed(['GET', 'POST', 'PATCH', 'DELETE'])
