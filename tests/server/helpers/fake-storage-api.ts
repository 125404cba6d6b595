import { http, HttpResponse, type HttpHandler } from 'msw'

/**
 * A tiny stand-in for the open-source storage API at {origin}/storage/v1, as MSW handlers with state:
 * buckets, objects, signing and the TUS resumable upload. It insists on the service key, like the real one.
 */
export interface FakeStorage {
  buckets: Map<string, { id: string; name: string; public: boolean; file_size_limit: number | null; allowed_mime_types: string[] | null }>
  objects: Map<string, Uint8Array>
  uploads: Map<string, { key: string; length: number; data: Uint8Array[]; offset: number }>
  requests: { method: string; path: string; apikey: string | null; body?: unknown }[]
}

export function fakeStorageApi(origin: string, serviceKey: string): { state: FakeStorage; handlers: HttpHandler[] } {
  const base = `${origin}/storage/v1`
  const state: FakeStorage = { buckets: new Map(), objects: new Map(), uploads: new Map(), requests: [] }
  const guard = async (request: Request) => {
    const body = ['POST', 'PUT', 'DELETE'].includes(request.method) && request.headers.get('content-type')?.includes('json')
      ? await request.clone().json()
      : undefined
    state.requests.push({ method: request.method, path: new URL(request.url).pathname, apikey: request.headers.get('apikey'), body })
    return request.headers.get('apikey') === serviceKey && request.headers.get('authorization') === `Bearer ${serviceKey}`
      ? null
      : HttpResponse.json({ statusCode: '403', error: 'Unauthorized', message: 'Invalid JWT' }, { status: 400 })
  }
  const json = (body: unknown, status = 200) => HttpResponse.json(body as never, { status })
  const handlers: HttpHandler[] = [
    http.get(`${base}/bucket`, async ({ request }) => (await guard(request)) ?? json([...state.buckets.values()])),
    http.post(`${base}/bucket`, async ({ request }) => {
      const denied = await guard(request)
      if (denied) return denied
      const body = (await request.json()) as { id: string; public: boolean; file_size_limit: number | null; allowed_mime_types: string[] | null }
      if (state.buckets.has(body.id)) return json({ statusCode: '409', error: 'Duplicate', message: 'The resource already exists' }, 400)
      state.buckets.set(body.id, { id: body.id, name: body.id, public: body.public, file_size_limit: body.file_size_limit, allowed_mime_types: body.allowed_mime_types })
      return json({ name: body.id })
    }),
    http.delete(`${base}/bucket/:id`, async ({ request, params }) => {
      const denied = await guard(request)
      if (denied) return denied
      state.buckets.delete(String(params.id))
      return json({ message: 'Successfully deleted' })
    }),
    http.post(`${base}/object/list/:id`, async ({ request, params }) => {
      const denied = await guard(request)
      if (denied) return denied
      const { prefix } = (await request.json()) as { prefix: string }
      const rows = [...state.objects.keys()]
        .filter((key) => key.startsWith(`${String(params.id)}/${prefix}`))
        .map((key) => key.slice(String(params.id).length + 1 + prefix.length))
        .filter((name) => !name.includes('/'))
        .map((name) => ({ name, id: `id-${name}`, created_at: null, updated_at: null, last_accessed_at: null, metadata: { size: 1 } }))
      return json(rows)
    }),
    http.post(`${base}/object/sign/:id/*`, async ({ request, params }) => {
      const denied = await guard(request)
      if (denied) return denied
      const path = new URL(request.url).pathname.split(`/object/sign/${String(params.id)}/`)[1]
      return json({ signedURL: `/object/sign/${String(params.id)}/${path}?token=signed-token` })
    }),
    http.post(`${base}/upload/resumable`, async ({ request }) => {
      const denied = await guard(request)
      if (denied) return denied
      const metadata = Object.fromEntries(
        (request.headers.get('upload-metadata') ?? '').split(',').map((pair) => {
          const [key, value] = pair.trim().split(' ')
          return [key, Buffer.from(value ?? '', 'base64').toString('utf8')]
        })
      )
      const id = Buffer.from(`${metadata.bucketName}/${metadata.objectName}`).toString('base64url')
      state.uploads.set(id, { key: `${metadata.bucketName}/${metadata.objectName}`, length: Number(request.headers.get('upload-length')), data: [], offset: 0 })
      // The real storage API answers with its own host in Location; the dashboard rewrites it.
      return new HttpResponse(null, { status: 201, headers: { Location: `http://kong:8000/storage/v1/upload/resumable/${id}`, 'Tus-Resumable': '1.0.0' } })
    }),
    http.patch(`${base}/upload/resumable/:id`, async ({ request, params }) => {
      const denied = await guard(request)
      if (denied) return denied
      const upload = state.uploads.get(String(params.id))
      if (!upload) return new HttpResponse(null, { status: 404 })
      const chunk = new Uint8Array(await request.arrayBuffer())
      upload.data.push(chunk)
      upload.offset += chunk.length
      if (upload.offset === upload.length) state.objects.set(upload.key, Buffer.concat(upload.data))
      return new HttpResponse(null, { status: 204, headers: { 'Upload-Offset': String(upload.offset), 'Tus-Resumable': '1.0.0' } })
    }),
  ]
  return { state, handlers }
}
