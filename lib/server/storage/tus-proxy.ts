import 'server-only'

import type { ServerConfig } from '@/lib/config/schema'
import { BASE_PATH } from '@/lib/routing/base-path'
import { errorResponse } from '@/lib/server/http/http-error'

import { getStorageGateway, serviceHeaders } from './gateway'
import { isValidUploadToken } from './upload-token'

/** Request headers of the TUS protocol (and the storage API's own) passed on to the storage API. */
const FORWARDED_REQUEST_HEADERS = ['tus-resumable', 'upload-length', 'upload-metadata', 'upload-offset', 'upload-defer-length', 'content-type', 'x-upsert', 'content-length']
const FORWARDED_RESPONSE_HEADERS = ['tus-resumable', 'upload-offset', 'upload-length', 'upload-metadata', 'tus-version', 'tus-extension', 'tus-max-size', 'content-type', 'cache-control']

/**
 * The dashboard's stand-in for the project's resumable-upload endpoint: checks the short-lived token
 * from /api-keys/temporary, then forwards the TUS request to {SUPABASE_URL}/storage/v1/upload/resumable
 * with the service key. `proxyBase` is this proxy's own resumable URL, for the Location header.
 */
export async function proxyTusRequest({
  config,
  request,
  ref,
  uploadId,
  proxyBase,
}: {
  config: ServerConfig
  request: Request
  ref: string
  uploadId?: string
  proxyBase: string
}): Promise<Response> {
  if (!isValidUploadToken(config, ref, request.headers.get('apikey'))) {
    return errorResponse(403, 'The upload key is missing or has expired')
  }
  const gateway = getStorageGateway(config, ref)
  const headers = new Headers(serviceHeaders(gateway))
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name)
    if (value !== null) headers.set(name, value)
  }
  const target = `${gateway.apiUrl}/upload/resumable${uploadId ? `/${encodeURIComponent(uploadId)}` : ''}`
  const hasBody = request.method === 'PATCH' || request.method === 'POST'
  let upstream: Response
  try {
    upstream = await fetch(target, {
      method: request.method,
      headers,
      // One chunk (6 MB from the dashboard) is buffered: simpler than streaming, and bounded by the client.
      body: hasBody ? await request.arrayBuffer() : undefined,
      cache: 'no-store',
    })
  } catch (error) {
    return errorResponse(502, `Could not reach the storage API: ${error instanceof Error ? error.message : String(error)}`)
  }
  const responseHeaders = new Headers({ 'Cache-Control': 'no-store' })
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = upstream.headers.get(name)
    if (value !== null) responseHeaders.set(name, value)
  }
  const location = upstream.headers.get('location')
  if (location) {
    // The storage API names the upload by the last path segment; the browser keeps talking to this proxy.
    const id = location.replace(/\/+$/, '').split('/').pop() ?? ''
    responseHeaders.set('Location', `${proxyBase}/${id}`)
  }
  const body = request.method === 'HEAD' || upstream.status === 204 ? null : await upstream.arrayBuffer()
  return new Response(body, { status: upstream.status, headers: responseHeaders })
}

/** This proxy's own resumable-upload URL, as the browser reached it. */
export function tusProxyBase(request: Request, ref: string): string {
  return `${new URL(request.url).origin}${BASE_PATH}/api/platform/storage/${encodeURIComponent(ref)}/gateway/storage/v1/upload/resumable`
}
