import { methodsNotAllowed } from '@/lib/server/route/method-not-allowed'
import { HttpError, jsonResponse } from '@/lib/server/http/http-error'
import { projectRoute } from '@/lib/server/route/project-route'
import { countRows } from '@/lib/server/pg-meta/row-count'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/** ?schema=&table= → {count, is_estimate}: an estimate for big tables instead of a full count(*). */
export const GET = projectRoute(async ({ request, database }) => {
  const searchParams = new URL(request.url).searchParams
  const table = searchParams.get('table')
  if (!table) throw new HttpError(400, 'Pass the table as ?schema=<schema>&table=<table>')
  return jsonResponse(await countRows(database, searchParams.get('schema') || 'public', table))
})

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
