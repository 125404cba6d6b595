import { jsonResponse } from '@/lib/server/http/http-error'
import { selfHostedRoute } from '@/lib/server/route/self-hosted-route'
import { getSelfHostedProfile } from '@/lib/server/platform/self-hosted-account'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/** Self-hosted: the always-signed-in user. */
export const GET = selfHostedRoute(({ config }) => jsonResponse(getSelfHostedProfile(config)))
