import { BASE_PATH } from '@/lib/routing/base-path'
import { selfHostedRouteWithParams } from '@/lib/server/http/self-hosted-route'
import { proxyTusRequest } from '@/lib/server/storage/tus-proxy'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

type Params = { ref: string; id?: string[] }

/** The resumable-upload endpoint the self-hosted project settings point browsers at (see tus-proxy). */
const handler = selfHostedRouteWithParams<Params & Record<string, string>>(({ request, params, config }) => {
  const origin = new URL(request.url).origin
  const proxyBase = `${origin}${BASE_PATH}/api/platform/storage/${encodeURIComponent(params.ref)}/gateway/storage/v1/upload/resumable`
  const id = (params.id as unknown as string[] | undefined)?.[0]
  return proxyTusRequest({ config, request, ref: params.ref, uploadId: id, proxyBase })
})

export const POST = handler
export const PATCH = handler
export const HEAD = handler
