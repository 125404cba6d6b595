import { methodsNotAllowed } from '@/lib/server/route/method-not-allowed'
import { z } from 'zod'

import { jsonResponse } from '@/lib/server/http/http-error'
import { projectRoute } from '@/lib/server/route/project-route'
import { parseWith, readJsonBody } from '@/lib/server/http/read-body'
import { runUserQuery } from '@/lib/server/pg-meta/query'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

const queryBody = z.object({ query: z.string(), role: z.string().min(1).optional() })

/**
 * DESIGN.md §3 contract: {query} → 200 rows of the last statement; a Postgres error → 400 {message, code, position?}.
 * With `role` the SQL runs as that role (SET LOCAL ROLE) until its transaction ends.
 */
export const POST = projectRoute(async ({ request, config, database }) => {
  const body = parseWith(queryBody, await readJsonBody(request, config.queryMaxBytes ?? 1_048_576, 'Query'))
  return jsonResponse(await runUserQuery(database, body.query, { role: body.role }))
})

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST'])
