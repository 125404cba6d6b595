import { authRoute } from '@/lib/server/auth-admin/auth-route'
import { readAuthSettings } from '@/lib/server/auth-admin/settings'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

// Read-only: a self-hosted auth server is configured by its environment (the pages show the .env lines).
export const GET = authRoute<{ ref: string }>(({ gateway }) => readAuthSettings(gateway))
