import { methodsNotAllowed } from '@/lib/server/route/method-not-allowed'
import { jsonResponse } from '@/lib/server/http/http-error'
import { projectRoute } from '@/lib/server/route/project-route'
import { listRoles } from '@/lib/server/pg-meta/roles'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/** ?include_default_roles= (postgres-meta's: Postgres's pg_* roles only when true). */
export const GET = projectRoute(async ({ request, database }) =>
  jsonResponse(await listRoles(database, new URL(request.url).searchParams.get('include_default_roles') === 'true'))
)

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
