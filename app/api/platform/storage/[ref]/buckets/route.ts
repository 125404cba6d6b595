import { createBucketBody } from '@/lib/server/storage/bodies'
import { parseWith } from '@/lib/server/http/read-body'
import * as storage from '@/lib/server/storage/platform-storage'
import { storageRoute } from '@/lib/server/storage/storage-route'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const GET = storageRoute<{ ref: string }>(({ gateway }) => storage.listBuckets(gateway))

export const POST = storageRoute<{ ref: string }>(
  async ({ gateway, readBody }) => storage.createBucket(gateway, parseWith(createBucketBody, await readBody())),
  201
)
