import { http, HttpResponse, type HttpHandler } from 'msw'

import { findProject, type PlatformState } from '../platform-state'
import { getStorageState, listLevel, nextStorageId, projectStorage } from '../storage-state'
import { projectNotFound } from './projects'
import { apiError, type Route } from './route'

/** The storage API accepts names of this shape (S3-safe; no slashes). */
const BUCKET_NAME = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,62}$/

/** /platform/storage/{ref}/… the storage browser needs (temporary keys: ./temporary-api-keys.ts). */
export function storageHandlers(route: Route): HttpHandler[] {
  return [
    route('get', '/platform/storage/{ref}/buckets', ({ params, state }) => {
      if (!findProject(state, params.ref)) return projectNotFound(params.ref)
      return { status: 200, body: [...projectStorage(state, params.ref).buckets.values()] }
    }),

    route('post', '/platform/storage/{ref}/buckets', async ({ params, state, readBody }) => {
      if (!findProject(state, params.ref)) return projectNotFound(params.ref)
      const body = await readBody()
      if (!BUCKET_NAME.test(body.id ?? '')) return apiError(400, 'Bucket name invalid')
      const storage = projectStorage(state, params.ref)
      if (storage.buckets.has(body.id)) return apiError(409, 'The resource already exists')
      const at = new Date().toISOString()
      storage.buckets.set(body.id, {
        id: body.id,
        name: body.id,
        owner: '',
        public: body.public ?? false,
        created_at: at,
        updated_at: at,
        file_size_limit: body.file_size_limit ?? null,
        allowed_mime_types: body.allowed_mime_types?.length ? body.allowed_mime_types : null,
      })
      storage.objects.set(body.id, new Map())
      return { status: 201, body: { name: body.id } }
    }),

    route('patch', '/platform/storage/{ref}/buckets/{id}', async ({ params, state, readBody }) => {
      const bucket = projectStorage(state, params.ref).buckets.get(params.id)
      if (!bucket) return apiError(404, 'Bucket not found')
      const body = await readBody()
      if (body.public !== undefined) bucket.public = body.public
      if (body.file_size_limit !== undefined) bucket.file_size_limit = body.file_size_limit
      if (body.allowed_mime_types !== undefined) {
        bucket.allowed_mime_types = body.allowed_mime_types?.length ? body.allowed_mime_types : null
      }
      bucket.updated_at = new Date().toISOString()
      return { status: 200, body: { message: 'Successfully updated' } }
    }),

    route('delete', '/platform/storage/{ref}/buckets/{id}', ({ params, state }) => {
      const storage = projectStorage(state, params.ref)
      if (!storage.buckets.has(params.id)) return apiError(404, 'Bucket not found')
      if ((storage.objects.get(params.id)?.size ?? 0) > 0) {
        return apiError(409, 'The bucket you tried to delete is not empty')
      }
      storage.buckets.delete(params.id)
      storage.objects.delete(params.id)
      return { status: 200, body: { message: 'Successfully deleted' } }
    }),

    route('post', '/platform/storage/{ref}/buckets/{id}/empty', ({ params, state }) => {
      const storage = projectStorage(state, params.ref)
      if (!storage.buckets.has(params.id)) return apiError(404, 'Bucket not found')
      storage.objects.set(params.id, new Map())
      return { status: 200, body: { message: 'Successfully emptied' } }
    }),

    route('post', '/platform/storage/{ref}/buckets/{id}/objects/list', async ({ params, state, readBody }) => {
      const objects = projectStorage(state, params.ref).objects.get(params.id)
      if (!objects) return apiError(404, 'Bucket not found')
      const { path, options } = await readBody()
      const search = options?.search?.toLowerCase() ?? ''
      const rows = listLevel(objects, path.replace(/\/+$/, '')).filter((row) => row.name.toLowerCase().includes(search))
      const offset = options?.offset ?? 0
      return { status: 200, body: rows.slice(offset, offset + (options?.limit ?? 1000)) }
    }),

    route('post', '/platform/storage/{ref}/buckets/{id}/objects/move', async ({ params, state, readBody }) => {
      const objects = projectStorage(state, params.ref).objects.get(params.id)
      if (!objects) return apiError(404, 'Bucket not found')
      const { from, to } = await readBody()
      const object = objects.get(from)
      if (!object) return apiError(404, 'Object not found')
      if (!to || to.endsWith('/')) return apiError(400, 'The destination must name an object')
      if (objects.has(to)) return apiError(409, 'The resource already exists')
      objects.delete(from)
      objects.set(to, { ...object, updated_at: new Date().toISOString() })
      return { status: 201, body: { message: 'Successfully moved' } }
    }),

    route('delete', '/platform/storage/{ref}/buckets/{id}/objects', async ({ params, state, readBody }) => {
      const objects = projectStorage(state, params.ref).objects.get(params.id)
      if (!objects) return apiError(404, 'Bucket not found')
      const { paths } = await readBody()
      const deleted = paths.flatMap((path) => {
        const object = objects.get(path)
        if (!object) return []
        objects.delete(path)
        return listLevel(new Map([[path, object]]), path.split('/').slice(0, -1).join('/'))
      })
      return { status: 200, body: deleted }
    }),

    route('post', '/platform/storage/{ref}/buckets/{id}/objects/sign', async ({ params, state, readBody, request }) => {
      const objects = projectStorage(state, params.ref).objects.get(params.id)
      if (!objects) return apiError(404, 'Bucket not found')
      const { path, expiresIn } = await readBody()
      if (!objects.has(path)) return apiError(404, 'Object not found')
      const store = getStorageState(state)
      const token = nextStorageId(store, 'signed')
      store.signedTokens.set(token, { ref: params.ref, bucketId: params.id, path, expiresAt: Date.now() + expiresIn * 1000 })
      const origin = new URL(request.url).origin
      return {
        status: 201,
        body: { signedUrl: `${origin}/storage/v1/object/sign/${params.id}/${encodePath(path)}?token=${token}` },
      }
    }),

    route('post', '/platform/storage/{ref}/buckets/{id}/objects/public-url', async ({ params, state, readBody, request }) => {
      if (!projectStorage(state, params.ref).buckets.has(params.id)) return apiError(404, 'Bucket not found')
      const { path } = await readBody()
      const origin = new URL(request.url).origin
      return { status: 201, body: { publicUrl: `${origin}/storage/v1/object/public/${params.id}/${encodePath(path)}` } }
    }),
  ]
}

export function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/')
}

/** The project's own storage API (as the gateway in app_config.endpoint serves it): TUS uploads and object reads. */
export function storageApiHandlers({ origin, state }: { origin: string; state: () => PlatformState }): HttpHandler[] {
  const base = `${origin}/storage/v1`
  return [
    http.post(`${base}/upload/resumable`, ({ request }) => tusCreate(state(), request, base)),
    http.patch(`${base}/upload/resumable/:uploadId`, ({ request, params }) => tusPatch(state(), request, String(params.uploadId))),
    http.head(`${base}/upload/resumable/:uploadId`, ({ request, params }) => tusHead(state(), request, String(params.uploadId))),
    http.get(`${base}/object/public/:bucket/*`, ({ request, params }) => {
      const url = new URL(request.url)
      const bucketId = String(params.bucket)
      const path = objectPathFrom(url, `/storage/v1/object/public/${bucketId}/`)
      for (const [ref, storage] of getStorageState(state()).projects) {
        if (storage.buckets.get(bucketId)?.public && storage.objects.get(bucketId)?.has(path)) {
          return objectResponse(state(), ref, bucketId, path)
        }
      }
      return HttpResponse.json({ statusCode: '404', error: 'not_found', message: 'Object not found' }, { status: 404 })
    }),
    http.get(`${base}/object/sign/:bucket/*`, ({ request, params }) => {
      const url = new URL(request.url)
      const grant = getStorageState(state()).signedTokens.get(url.searchParams.get('token') ?? '')
      const path = objectPathFrom(url, `/storage/v1/object/sign/${String(params.bucket)}/`)
      if (!grant || grant.expiresAt < Date.now() || grant.bucketId !== params.bucket || grant.path !== path) {
        return HttpResponse.json({ statusCode: '400', error: 'InvalidJWT', message: 'invalid signature' }, { status: 400 })
      }
      return objectResponse(state(), grant.ref, grant.bucketId, path)
    }),
  ]
}

function objectPathFrom(url: URL, prefix: string): string {
  return url.pathname.slice(url.pathname.indexOf(prefix) + prefix.length).split('/').map(decodeURIComponent).join('/')
}

function objectResponse(state: PlatformState, ref: string, bucketId: string, path: string) {
  const object = projectStorage(state, ref).objects.get(bucketId)?.get(path)
  if (!object) return HttpResponse.json({ statusCode: '404', error: 'not_found', message: 'Object not found' }, { status: 404 })
  return new HttpResponse(object.bytes.slice().buffer, {
    status: 200,
    headers: { 'content-type': object.mimetype, 'cache-control': object.cacheControl },
  })
}

const TUS_HEADERS = { 'Tus-Resumable': '1.0.0', 'Cache-Control': 'no-store' }

function tusError(status: number, message: string) {
  return HttpResponse.json({ statusCode: String(status), error: 'Error', message }, { status, headers: TUS_HEADERS })
}

/** A temporary key from POST /platform/projects/{ref}/api-keys/temporary, still valid. */
function authorisedRef(state: PlatformState, request: Request): string | null {
  const key = request.headers.get('apikey') ?? ''
  const grant = getStorageState(state).apiKeys.get(key)
  return grant && grant.expiresAt > Date.now() ? grant.ref : null
}

function parseMetadata(header: string | null): Record<string, string> {
  const metadata: Record<string, string> = {}
  for (const pair of (header ?? '').split(',')) {
    const [key, value] = pair.trim().split(' ')
    if (key) metadata[key] = value ? new TextDecoder().decode(Uint8Array.from(atob(value), (char) => char.charCodeAt(0))) : ''
  }
  return metadata
}

function tusCreate(state: PlatformState, request: Request, base: string) {
  const ref = authorisedRef(state, request)
  if (!ref) return tusError(403, 'invalid signature')
  const length = Number(request.headers.get('upload-length'))
  if (!Number.isInteger(length) || length < 0) return tusError(400, 'Upload-Length is required')
  const metadata = parseMetadata(request.headers.get('upload-metadata'))
  const storage = projectStorage(state, ref)
  const bucket = storage.buckets.get(metadata.bucketName ?? '')
  if (!bucket) return tusError(404, 'Bucket not found')
  if (!metadata.objectName) return tusError(400, 'objectName is required')
  if (bucket.file_size_limit !== null && length > bucket.file_size_limit) {
    return tusError(413, 'The object exceeded the maximum allowed size')
  }
  const contentType = metadata.contentType || 'application/octet-stream'
  if (bucket.allowed_mime_types && !bucket.allowed_mime_types.some((allowed) => mimeMatches(allowed, contentType))) {
    return tusError(415, `mime type ${contentType} is not supported`)
  }
  const isUpsert = request.headers.get('x-upsert') === 'true'
  if (!isUpsert && storage.objects.get(bucket.id)?.has(metadata.objectName)) return tusError(409, 'The resource already exists')
  const store = getStorageState(state)
  const uploadId = nextStorageId(store, 'upload')
  store.uploads.set(uploadId, {
    ref,
    bucketId: bucket.id,
    objectName: metadata.objectName,
    contentType,
    cacheControl: metadata.cacheControl ? `max-age=${metadata.cacheControl}` : 'no-cache',
    isUpsert,
    length,
    chunks: [],
    offset: 0,
    patchSizes: [],
  })
  if (length === 0) finishUpload(state, uploadId)
  return new HttpResponse(null, { status: 201, headers: { ...TUS_HEADERS, Location: `${base}/upload/resumable/${uploadId}` } })
}

function mimeMatches(allowed: string, actual: string) {
  return allowed.endsWith('/*') ? actual.startsWith(allowed.slice(0, -1)) : allowed === actual
}

async function tusPatch(state: PlatformState, request: Request, uploadId: string) {
  if (!authorisedRef(state, request)) return tusError(403, 'invalid signature')
  const upload = getStorageState(state).uploads.get(uploadId)
  if (!upload) return tusError(404, 'Upload not found')
  if (request.headers.get('content-type') !== 'application/offset+octet-stream') return tusError(415, 'Wrong content type')
  if (Number(request.headers.get('upload-offset')) !== upload.offset) return tusError(409, 'Offset mismatch')
  const chunk = new Uint8Array(await request.arrayBuffer())
  if (upload.offset + chunk.length > upload.length) return tusError(413, 'Upload exceeds Upload-Length')
  upload.chunks.push(chunk)
  upload.patchSizes.push(chunk.length)
  upload.offset += chunk.length
  if (upload.offset === upload.length) finishUpload(state, uploadId)
  return new HttpResponse(null, { status: 204, headers: { ...TUS_HEADERS, 'Upload-Offset': String(upload.offset) } })
}

function tusHead(state: PlatformState, request: Request, uploadId: string) {
  if (!authorisedRef(state, request)) return tusError(403, 'invalid signature')
  const upload = getStorageState(state).uploads.get(uploadId)
  if (!upload) return new HttpResponse(null, { status: 404, headers: TUS_HEADERS })
  return new HttpResponse(null, {
    status: 200,
    headers: { ...TUS_HEADERS, 'Upload-Offset': String(upload.offset), 'Upload-Length': String(upload.length) },
  })
}

function finishUpload(state: PlatformState, uploadId: string) {
  const store = getStorageState(state)
  const upload = store.uploads.get(uploadId)
  if (!upload) return
  const bytes = new Uint8Array(upload.length)
  let at = 0
  for (const chunk of upload.chunks) {
    bytes.set(chunk, at)
    at += chunk.length
  }
  const objects = projectStorage(state, upload.ref).objects.get(upload.bucketId)
  const now = new Date().toISOString()
  objects?.set(upload.objectName, {
    id: nextStorageId(store, 'object'),
    bytes,
    mimetype: upload.contentType,
    cacheControl: upload.cacheControl,
    created_at: objects.get(upload.objectName)?.created_at ?? now,
    updated_at: now,
  })
  // Keep the record (with its chunk sizes) but drop the buffered bytes.
  upload.chunks = []
}
