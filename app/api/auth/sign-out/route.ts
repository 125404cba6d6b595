import { handleSignOut } from '@/lib/server/auth/sign-in'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export function POST(request: Request) {
  return handleSignOut(request)
}
