import * as admin from '@/lib/server/auth-admin/admin-users'
import { authRoute, emailBody } from '@/lib/server/auth-admin/auth-route'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const POST = authRoute<{ ref: string }>(async ({ gateway, readBody }) => admin.sendRecovery(gateway, (await readBody(emailBody)).email))
