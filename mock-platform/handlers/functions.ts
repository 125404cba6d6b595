import { http, HttpResponse, type HttpHandler } from 'msw'

import { readFunctionForm, relativeEntrypoint } from '@/lib/functions/deploy-form'
import { functionSlugError, secretNameError } from '@/lib/functions/names'

import {
  bundleError,
  digest,
  getFunctionsState,
  projectFunctions,
  projectSecrets,
  publicFunction,
  type MockFunction,
} from '../functions-state'
import type { LogRow } from '../model'
import { findProject, type PlatformState } from '../platform-state'
import { projectNotFound } from './projects'
import { apiError, type Route } from './route'

function functionNotFound(slug: string) {
  return apiError(404, `Function ${slug} not found`)
}

/** The Management API's function and secret paths (typed JSON ones; deploy and body are below). */
export function functionHandlers(route: Route): HttpHandler[] {
  return [
    route('get', '/v1/projects/{ref}/functions', ({ params, state }) => {
      if (!findProject(state, params.ref)) return projectNotFound(params.ref)
      return { status: 200, body: projectFunctions(state, params.ref).map(publicFunction) }
    }),

    route('get', '/v1/projects/{ref}/functions/{function_slug}', ({ params, state }) => {
      if (!findProject(state, params.ref)) return projectNotFound(params.ref)
      const fn = projectFunctions(state, params.ref).find((item) => item.slug === params.function_slug)
      return fn ? { status: 200, body: publicFunction(fn) } : functionNotFound(params.function_slug)
    }),

    route('patch', '/v1/projects/{ref}/functions/{function_slug}', async ({ params, state, readBody }) => {
      if (!findProject(state, params.ref)) return projectNotFound(params.ref)
      const fn = projectFunctions(state, params.ref).find((item) => item.slug === params.function_slug)
      if (!fn) return functionNotFound(params.function_slug)
      const body = await readBody()
      if (body.name !== undefined) {
        if (typeof body.name !== 'string' || !body.name.trim()) return apiError(400, 'name must not be empty')
        fn.name = body.name.trim()
      }
      if (typeof body.verify_jwt === 'boolean') fn.verify_jwt = body.verify_jwt
      fn.updated_at = Date.now()
      return { status: 200, body: publicFunction(fn) }
    }),

    route('delete', '/v1/projects/{ref}/functions/{function_slug}', ({ params, state }) => {
      if (!findProject(state, params.ref)) return projectNotFound(params.ref)
      const list = projectFunctions(state, params.ref)
      const index = list.findIndex((item) => item.slug === params.function_slug)
      if (index < 0) return functionNotFound(params.function_slug)
      list.splice(index, 1)
      return { status: 200, body: undefined }
    }),

    route('get', '/v1/projects/{ref}/secrets', ({ params, state }) => {
      if (!findProject(state, params.ref)) return projectNotFound(params.ref)
      const secrets = [...projectSecrets(state, params.ref).entries()].sort(([a], [b]) => a.localeCompare(b))
      return { status: 200, body: secrets.map(([name, secret]) => ({ name, value: digest(secret.value), updated_at: secret.updated_at })) }
    }),

    route('post', '/v1/projects/{ref}/secrets', async ({ params, state, request }) => {
      if (!findProject(state, params.ref)) return projectNotFound(params.ref)
      const body: unknown = await request.json().catch(() => null)
      if (!Array.isArray(body) || body.length === 0) return apiError(400, 'Send an array of {name, value}')
      for (const item of body as { name?: unknown; value?: unknown }[]) {
        if (typeof item?.name !== 'string' || typeof item.value !== 'string') return apiError(400, 'Every secret needs a name and a value')
        const problem = secretNameError(item.name)
        if (problem) return apiError(400, problem)
      }
      const secrets = projectSecrets(state, params.ref)
      const now = new Date().toISOString()
      for (const { name, value } of body as { name: string; value: string }[]) secrets.set(name, { value, updated_at: now })
      return { status: 201, body: undefined }
    }),

    route('delete', '/v1/projects/{ref}/secrets', async ({ params, state, request }) => {
      if (!findProject(state, params.ref)) return projectNotFound(params.ref)
      const body: unknown = await request.json().catch(() => null)
      if (!Array.isArray(body) || body.some((name) => typeof name !== 'string')) return apiError(400, 'Send an array of secret names')
      const secrets = projectSecrets(state, params.ref)
      for (const name of body as string[]) {
        if (name.startsWith('SUPABASE_')) return apiError(400, `${name} is set by the platform and cannot be deleted`)
      }
      for (const name of body as string[]) secrets.delete(name)
      return { status: 200, body: undefined }
    }),
  ]
}

/**
 * Deploy (multipart metadata + files), the function body (multipart back), and the functions
 * themselves at {origin}/projects/{ref}/functions/v1/{slug} — where PLATFORM_FUNCTIONS_URL points
 * in tests — answering like the seeded hello-world and writing function_edge_logs rows.
 */
export function functionMultipartHandlers({ origin, state }: { origin: string; state: () => PlatformState }): HttpHandler[] {
  const json = (status: number, body: unknown) => HttpResponse.json(body as never, { status })
  return [
    http.post(`${origin}/v1/projects/:ref/functions/deploy`, async ({ request, params }) => {
      const current = state()
      const ref = String(params.ref)
      if (!findProject(current, ref)) return json(404, { message: `Project ${ref} not found` })
      const slug = new URL(request.url).searchParams.get('slug') ?? ''
      const slugProblem = functionSlugError(slug)
      if (slugProblem) return json(400, { message: slugProblem })
      let parsed: Awaited<ReturnType<typeof readFunctionForm>>
      try {
        parsed = await readFunctionForm(await request.formData())
      } catch {
        return json(400, { message: 'Expected multipart form data with a metadata part' })
      }
      const { metadata, files } = parsed
      if (!metadata.entrypoint_path) return json(400, { message: 'metadata.entrypoint_path is required' })
      if (files.length === 0) return json(400, { message: 'At least one file is required' })
      const entry = relativeEntrypoint(metadata.entrypoint_path, slug)
      if (!files.some((file) => file.name === entry)) return json(400, { message: `Entrypoint ${entry} is not among the uploaded files` })
      const refused = bundleError(files)
      if (refused) return json(400, { message: refused })
      const store = getFunctionsState(current)
      const list = projectFunctions(current, ref)
      const now = Date.now()
      let fn = list.find((item) => item.slug === slug)
      if (!fn) {
        store.counter += 1
        fn = { id: `fn-${String(store.counter).padStart(6, '0')}`, slug, name: metadata.name || slug, status: 'ACTIVE', version: 0, created_at: now, updated_at: now, files: [] } as MockFunction
        list.push(fn)
      }
      fn.version += 1
      fn.updated_at = now
      fn.name = metadata.name || fn.name
      fn.verify_jwt = metadata.verify_jwt ?? fn.verify_jwt ?? true
      fn.entrypoint_path = `file:///tmp/user_fn_${ref}_${fn.id}_${fn.version}/source/${entry}`
      fn.import_map = Boolean(metadata.import_map_path)
      fn.files = files
      fn.ezbr_sha256 = digest(files.map((file) => file.content).join('\n'))
      return json(201, publicFunction(fn))
    }),

    http.get(`${origin}/v1/projects/:ref/functions/:slug/body`, ({ params }) => {
      const fn = projectFunctions(state(), String(params.ref)).find((item) => item.slug === params.slug)
      if (!fn) return json(404, { message: `Function ${String(params.slug)} not found` })
      const form = new FormData()
      form.append('metadata', JSON.stringify({ name: fn.name, entrypoint_path: fn.entrypoint_path, verify_jwt: fn.verify_jwt }))
      for (const file of fn.files) form.append('file', new Blob([file.content], { type: 'application/typescript' }), file.name)
      return new HttpResponse(form, { status: 200 })
    }),

    http.all(`${origin}/projects/:ref/functions/v1/*`, async ({ request, params }) => invoke(state(), String(params.ref), request)),
  ]
}

async function invoke(state: PlatformState, ref: string, request: Request) {
  const url = new URL(request.url)
  const rest = url.pathname.slice(url.pathname.indexOf('/functions/v1/') + '/functions/v1/'.length)
  const [slug, ...subPath] = rest.split('/')
  const fn = projectFunctions(state, ref).find((item) => item.slug === slug)
  const started = Date.now()
  const answer = (status: number, body: unknown) => {
    if (fn) recordInvocation(state, ref, fn, request.method, url, status, Date.now() - started)
    return HttpResponse.json(body as never, { status, headers: { 'x-mock-function': slug } })
  }
  if (!fn) return HttpResponse.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, { status: 404 })
  if (fn.verify_jwt && !/^Bearer\s+\S+/.test(request.headers.get('authorization') ?? '')) {
    return answer(401, { code: 401, message: 'Missing authorization header' })
  }
  const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text()
  let name = 'world'
  try {
    const parsed = JSON.parse(text) as { name?: unknown }
    if (typeof parsed?.name === 'string') name = parsed.name
  } catch {
    // Not JSON: the greeting keeps its default, as the seeded code does.
  }
  return answer(200, {
    message: `Hello ${name}!`,
    function: slug,
    version: fn.version,
    method: request.method,
    path: subPath.length ? `/${subPath.join('/')}` : '',
    query: url.search.replace(/^\?/, ''),
    role: /service-role/.test(request.headers.get('authorization') ?? '') ? 'service_role' : 'anon',
  })
}

function recordInvocation(state: PlatformState, ref: string, fn: MockFunction, method: string, url: URL, status: number, durationMs: number) {
  const rows: LogRow[] = (state.logs[ref] ??= [])
  const timestamp = Date.now() * 1000
  const id = `${fn.id}-${timestamp}`
  rows.push({
    source: 'function_edge_logs',
    id,
    timestamp,
    event_message: `${method} | ${status} | ${url.origin}${url.pathname}`,
    metadata: [{ function_id: fn.id, version: String(fn.version), execution_time_ms: durationMs, project_ref: ref, request: [{ method, url: url.href }], response: [{ status_code: status }] }],
  })
  rows.push({
    source: 'function_logs',
    id: `${id}-log`,
    timestamp,
    event_message: `${fn.slug} handled ${method} with ${status}`,
    metadata: [{ function_id: fn.id, version: String(fn.version), level: status >= 400 ? 'error' : 'info', event_type: 'Log', project_ref: ref }],
  })
}
