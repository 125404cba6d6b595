import { methodsNotAllowed } from '@/lib/server/route/method-not-allowed'
import { jsonResponse } from '@/lib/server/http/http-error'
import { projectRoute } from '@/lib/server/route/project-route'
import { listRoles } from '@/lib/server/pg-meta/roles'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const GET = projectRoute(async ({ database }) => jsonResponse(await listRoles(database)))

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
