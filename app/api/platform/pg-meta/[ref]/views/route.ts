import { methodsNotAllowed } from '@/lib/server/route/method-not-allowed'
import { jsonResponse } from '@/lib/server/http/http-error'
import { projectRoute } from '@/lib/server/route/project-route'
import { readSchemaFilter } from '@/lib/server/pg-meta/schema-filter'
import { listViews } from '@/lib/server/pg-meta/views'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const GET = projectRoute(async ({ request, database }) => {
  const searchParams = new URL(request.url).searchParams
  return jsonResponse(
    await listViews(database, readSchemaFilter(searchParams), searchParams.get('include_columns') !== 'false')
  )
})

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
