import { HttpError, jsonResponse } from '@/lib/server/http/http-error'
import { isRealtimeTokenRequest, signRealtimeToken } from '@/lib/server/realtime/realtime-token'
import { selfHostedRouteWithParams } from '@/lib/server/route/self-hosted-route'
import { getStorageGateway } from '@/lib/server/storage/gateway'
import { issueUploadToken } from '@/lib/server/storage/upload-token'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

function parseClaims(text: string | null): Record<string, unknown> {
  if (!text) return { role: 'service_role' }
  try {
    const claims: unknown = JSON.parse(text)
    if (claims && typeof claims === 'object' && !Array.isArray(claims)) return claims as Record<string, unknown>
  } catch {
    // answered below
  }
  throw new HttpError(400, 'claims must be a JSON object, e.g. {"role":"authenticated","sub":"…"}')
}

/**
 * Self-hosted, as the platform's temporary keys: an anon or authenticated role gets a JWT signed with
 * SUPABASE_JWT_SECRET (the realtime inspector acting as a user); the service role gets a token only the
 * dashboard's own upload proxy accepts (the service key stays on the server).
 */
export const POST = selfHostedRouteWithParams<{ ref: string }>(({ request, params, config }) => {
  const query = new URL(request.url).searchParams
  const seconds = Number(query.get('authorization_exp') ?? '300')
  const claims = parseClaims(query.get('claims'))
  if (isRealtimeTokenRequest(claims)) {
    return jsonResponse({ api_key: signRealtimeToken(config, { role: String(claims.role), sub: claims.sub, seconds }) }, 201)
  }
  getStorageGateway(config, params.ref)
  return jsonResponse({ api_key: issueUploadToken(config, params.ref, Number.isFinite(seconds) ? seconds : 300) }, 201)
})
