import { selfHostedRouteWithParams } from '@/lib/server/route/self-hosted-route'
import { proxyTusRequest, tusProxyBase } from '@/lib/server/storage/tus-proxy'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/** One resumable upload: PATCH sends a chunk, HEAD asks how far it got. */
const handler = selfHostedRouteWithParams<{ ref: string; id: string }>(({ request, params, config }) =>
  proxyTusRequest({ config, request, ref: params.ref, uploadId: params.id, proxyBase: tusProxyBase(request, params.ref) })
)

export const PATCH = handler
export const HEAD = handler
