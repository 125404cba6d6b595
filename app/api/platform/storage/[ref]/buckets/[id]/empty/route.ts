import * as storage from '@/lib/server/storage/platform-storage'
import { storageRoute } from '@/lib/server/storage/storage-route'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const POST = storageRoute<{ ref: string; id: string }>(({ gateway, params }) => storage.emptyBucket(gateway, params.id))
