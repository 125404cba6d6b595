import { HttpError, jsonResponse } from '@/lib/server/http/http-error'
import { projectRoute } from '@/lib/server/route/project-route'
import { readSelfHostedLogs } from '@/lib/server/logs/self-hosted-logs'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

function readTime(params: URLSearchParams, name: string): number | undefined {
  const value = params.get(name)
  if (!value) return undefined
  const ms = Date.parse(value)
  if (Number.isNaN(ms)) throw new HttpError(400, `${name} is not a valid ISO timestamp`)
  return ms
}

/** The platform's logs endpoint, self-hosted: {result, error?} read from Postgres's own server log. */
export const GET = projectRoute(async ({ request, database }) => {
  const params = new URL(request.url).searchParams
  const sql = params.get('sql')
  if (!sql?.trim()) throw new HttpError(400, 'sql is required')
  return jsonResponse(
    await readSelfHostedLogs(database, {
      sql,
      startMs: readTime(params, 'iso_timestamp_start'),
      endMs: readTime(params, 'iso_timestamp_end'),
    })
  )
})
