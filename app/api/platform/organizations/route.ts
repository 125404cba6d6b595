import { jsonResponse } from '@/lib/server/http/http-error'
import { selfHostedRoute } from '@/lib/server/route/self-hosted-route'
import { getDefaultOrganization } from '@/lib/server/platform/self-hosted-account'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const GET = selfHostedRoute(() => jsonResponse([getDefaultOrganization()]))
