import * as admin from '@/lib/server/auth-admin/admin-users'
import { authRoute, createUserBody } from '@/lib/server/auth-admin/auth-route'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const POST = authRoute<{ ref: string }>(async ({ gateway, readBody }) => admin.createUser(gateway, await readBody(createUserBody)))
