import { buildCatalogOpenApi } from '@/lib/api-docs/catalog-openapi'
import { readApiCatalog } from '@/lib/server/api-docs/catalog'
import { jsonResponse } from '@/lib/server/http/http-error'
import { projectRoute } from '@/lib/server/route/project-route'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/** Self-hosted stand-in for PostgREST's OpenAPI document, built from the live catalogue. */
export const GET = projectRoute(async ({ database }) => jsonResponse(buildCatalogOpenApi(await readApiCatalog(database))))
