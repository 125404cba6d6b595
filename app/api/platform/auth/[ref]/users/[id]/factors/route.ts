import * as admin from '@/lib/server/auth-admin/admin-users'
import { authRoute } from '@/lib/server/auth-admin/auth-route'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const DELETE = authRoute<{ ref: string; id: string }>(({ gateway, params }) => admin.deleteUserFactors(gateway, params.id))
