import { jsonResponse } from '@/lib/server/http/http-error'
import { selfHostedRoute } from '@/lib/server/route/self-hosted-route'
import { getSelfHostedPermissions } from '@/lib/server/platform/self-hosted-account'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/** Self-hosted: everything is allowed in the default organization. */
export const GET = selfHostedRoute(() => jsonResponse(getSelfHostedPermissions()))
