import { jsonResponse } from '@/lib/server/http/http-error'
import { selfHostedRouteWithParams } from '@/lib/server/route/self-hosted-route'
import { requireOrganization } from '@/lib/server/platform/self-hosted-account'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const GET = selfHostedRouteWithParams<{ slug: string }>(({ params }) => jsonResponse(requireOrganization(params.slug)))
