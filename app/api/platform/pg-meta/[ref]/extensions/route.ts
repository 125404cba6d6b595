import { methodsNotAllowed } from '@/lib/server/route/method-not-allowed'
import { z } from 'zod'

import { HttpError, jsonResponse } from '@/lib/server/http/http-error'
import { projectRoute } from '@/lib/server/route/project-route'
import { parseWith, readJsonBody } from '@/lib/server/http/read-body'
import { createExtension, dropExtension, listExtensions } from '@/lib/server/pg-meta/extensions'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const GET = projectRoute(async ({ database }) => jsonResponse(await listExtensions(database)))

const createBody = z.object({
  name: z.string().min(1),
  schema: z.string().min(1).optional(),
  version: z.string().min(1).optional(),
  cascade: z.boolean().optional(),
})

/** {name, schema?, version?, cascade?} → CREATE EXTENSION; answers the installed extension. */
export const POST = projectRoute(async ({ request, config, database }) => {
  const body = parseWith(createBody, await readJsonBody(request, config.queryMaxBytes ?? 1_048_576))
  return jsonResponse(await createExtension(database, body))
})

/** ?id=<name>&cascade=true|false → DROP EXTENSION. */
export const DELETE = projectRoute(async ({ request, database }) => {
  const searchParams = new URL(request.url).searchParams
  const name = searchParams.get('id')
  if (!name) throw new HttpError(400, 'Pass the extension to drop as ?id=<name>')
  return jsonResponse(await dropExtension(database, name, searchParams.get('cascade') === 'true'))
})

export const { PUT, PATCH } = methodsNotAllowed(['GET', 'POST', 'DELETE'])
