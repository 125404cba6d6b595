import { selfHostedRouteWithParams } from '@/lib/server/route/self-hosted-route'
import { proxyTusRequest, tusProxyBase } from '@/lib/server/storage/tus-proxy'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/** Creates a resumable upload (TUS POST) at the endpoint the self-hosted project settings name. */
export const POST = selfHostedRouteWithParams<{ ref: string }>(({ request, params, config }) =>
  proxyTusRequest({ config, request, ref: params.ref, proxyBase: tusProxyBase(request, params.ref) })
)
