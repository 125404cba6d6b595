import * as admin from '@/lib/server/auth-admin/admin-users'
import { authRoute, banBody } from '@/lib/server/auth-admin/auth-route'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

type Params = { ref: string; id: string }

export const PATCH = authRoute<Params>(async ({ gateway, params, readBody }) =>
  admin.updateUserBan(gateway, params.id, (await readBody(banBody)).ban_duration)
)

export const DELETE = authRoute<Params>(({ gateway, params }) => admin.deleteUser(gateway, params.id))
