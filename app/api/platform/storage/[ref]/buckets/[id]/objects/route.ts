import { deleteObjectsBody } from '@/lib/server/storage/bodies'
import { parseWith } from '@/lib/server/http/read-body'
import * as storage from '@/lib/server/storage/platform-storage'
import { storageRoute } from '@/lib/server/storage/storage-route'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const DELETE = storageRoute<{ ref: string; id: string }>(async ({ gateway, params, readBody }) =>
  storage.deleteObjects(gateway, params.id, parseWith(deleteObjectsBody, await readBody()).paths)
)
