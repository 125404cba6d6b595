import { methodsNotAllowed } from '@/lib/server/route/method-not-allowed'
import {
  checkExportQuery,
  formFailureResponse,
  isFormRequest,
  readExportBody,
  singleStatement,
  startExport,
} from '@/lib/server/export/export-request'
import { projectRoute } from '@/lib/server/route/project-route'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/**
 * Self-hosted streamed export: {query, format: 'csv'|'json', fileName?, dryRun?} as JSON or as a form POST →
 * every row of the query as an attachment, read through a server-side cursor (no row cap).
 * dryRun only plans the query: 204, or 400 {message, code, position?} for a mistake.
 */
export const POST = projectRoute(async ({ request, config, database, params }) => {
  const isForm = isFormRequest(request)
  try {
    const body = await readExportBody(request, config.queryMaxBytes ?? 1_048_576)
    const query = singleStatement(body.query)
    if (body.dryRun) {
      await checkExportQuery(database, query)
      return new Response(null, { status: 204 })
    }
    return await startExport(config, params.ref, database, query, body.format, body.fileName)
  } catch (error) {
    if (isForm) return formFailureResponse(error)
    throw error
  }
})

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST'])
