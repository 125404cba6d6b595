import { buildTypescriptTypes } from '@/lib/api-docs/typescript-types'
import { readApiCatalog } from '@/lib/server/api-docs/catalog'
import { HttpError, jsonResponse } from '@/lib/server/http/http-error'
import { projectRoute } from '@/lib/server/route/project-route'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/** ?included_schemas=public → {types}: the typed-client file for one schema. */
export const GET = projectRoute(async ({ request, database }) => {
  const schema = (new URL(request.url).searchParams.get('included_schemas') ?? 'public').split(',')[0].trim() || 'public'
  if (schema.length > 63) throw new HttpError(400, 'included_schemas names a schema longer than 63 characters')
  return jsonResponse({ types: buildTypescriptTypes({ schema, ...(await readApiCatalog(database, [schema])) }) })
})
