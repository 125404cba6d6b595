import { deleteSnippets, listSnippets, upsertSnippet } from '@/lib/server/content/snippets'
import { jsonResponse } from '@/lib/server/http/http-error'
import { projectRoute } from '@/lib/server/route/project-route'
import { readJsonBody } from '@/lib/server/http/read-body'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/** The project's SQL snippets: {data: Snippet[]}. */
export const GET = projectRoute(async ({ request, database, projectId }) =>
  jsonResponse(await listSnippets(database, projectId, new URL(request.url).searchParams.get('type')))
)

export const PUT = projectRoute(async ({ request, config, database, projectId }) =>
  jsonResponse(await upsertSnippet(database, projectId, await readJsonBody(request, config.queryMaxBytes ?? 1_048_576)))
)

/** ?ids=a,b (comma-joined, SPEC §7). */
export const DELETE = projectRoute(async ({ request, database }) =>
  jsonResponse(await deleteSnippets(database, new URL(request.url).searchParams.get('ids')))
)
