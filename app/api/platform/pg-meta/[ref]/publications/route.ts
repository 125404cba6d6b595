import { methodsNotAllowed } from '@/lib/server/route/method-not-allowed'
import { jsonResponse } from '@/lib/server/http/http-error'
import { projectRoute } from '@/lib/server/route/project-route'
import { listPublications } from '@/lib/server/pg-meta/publications'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const GET = projectRoute(async ({ database }) => jsonResponse(await listPublications(database)))

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
