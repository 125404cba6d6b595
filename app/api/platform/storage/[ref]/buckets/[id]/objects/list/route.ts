import { listObjectsBody } from '@/lib/server/storage/bodies'
import { parseWith } from '@/lib/server/http/read-body'
import * as storage from '@/lib/server/storage/platform-storage'
import { storageRoute } from '@/lib/server/storage/storage-route'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const POST = storageRoute<{ ref: string; id: string }>(async ({ gateway, params, readBody }) =>
  storage.listObjects(gateway, params.id, parseWith(listObjectsBody, await readBody()))
)
