import { jsonResponse } from '@/lib/server/http/http-error'
import { selfHostedRouteWithParams } from '@/lib/server/route/self-hosted-route'
import { getStorageGateway } from '@/lib/server/storage/gateway'
import { issueUploadToken } from '@/lib/server/storage/upload-token'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/** Self-hosted: a short-lived token the dashboard's upload proxy accepts (the service key stays on the server). */
export const POST = selfHostedRouteWithParams<{ ref: string }>(({ request, params, config }) => {
  getStorageGateway(config, params.ref)
  const seconds = Number(new URL(request.url).searchParams.get('authorization_exp') ?? '300')
  return jsonResponse({ api_key: issueUploadToken(config, params.ref, Number.isFinite(seconds) ? seconds : 300) }, 201)
})
