import { updateBucketBody } from '@/lib/server/storage/bodies'
import { parseWith } from '@/lib/server/http/read-body'
import * as storage from '@/lib/server/storage/platform-storage'
import { storageRoute } from '@/lib/server/storage/storage-route'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

type Params = { ref: string; id: string }

export const PATCH = storageRoute<Params>(async ({ gateway, params, readBody }) =>
  storage.updateBucket(gateway, params.id, parseWith(updateBucketBody, await readBody()))
)

export const DELETE = storageRoute<Params>(({ gateway, params }) => storage.deleteBucket(gateway, params.id))
