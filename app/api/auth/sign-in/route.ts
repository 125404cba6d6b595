import { handleSignIn } from '@/lib/server/auth/sign-in'
import { getServerConfig } from '@/lib/server/config'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/** Self-hosted dashboard login (DASHBOARD_USERNAME / DASHBOARD_PASSWORD). */
export function POST(request: Request) {
  return handleSignIn(request, getServerConfig())
}
