import { afterEach, describe, expect, it } from 'vitest'

import { createBucket } from '@/data/storage/bucket-create-mutation'
import { deleteBucket } from '@/data/storage/bucket-delete-mutation'
import { getBucketObjects } from '@/data/storage/bucket-objects-query'
import { getBuckets } from '@/data/storage/buckets-query'
import { downloadObject } from '@/data/storage/object-download'
import { moveObject } from '@/data/storage/object-move-mutation'
import { uploadObject } from '@/data/storage/object-upload'
import { getObjectPublicUrl, signObjectUrl } from '@/data/storage/object-url'
import { deleteObjects } from '@/data/storage/objects-delete-mutation'
import { configurePlatformClient, resetPlatformClient } from '@/lib/api/client-settings'
import { TUS_CHUNK_SIZE } from '@/lib/storage/tus-upload'
import { PRIMARY_PROJECT_REF } from '@/mock-platform/seed-ids'
import { getStorageState } from '@/mock-platform/storage-state'
import { MOCK_PLATFORM_API_URL, useMockPlatform } from '@/mock-platform/use-mock-platform'

const ref = PRIMARY_PROJECT_REF

function bytes(length: number, seed: number): Uint8Array {
  const data = new Uint8Array(length)
  for (let index = 0; index < length; index += 1) data[index] = (index * 31 + seed) % 251
  return data
}

afterEach(() => resetPlatformClient())

describe('storage through the platform and the project storage API', () => {
  it('creates a bucket, uploads in 6 MB chunks, lists, moves, downloads, signs and deletes', async () => {
    const state = useMockPlatform()
    configurePlatformClient({ platformApiUrl: MOCK_PLATFORM_API_URL, requiresConnectionEncryption: false })

    await createBucket({ projectRef: ref, body: { id: 'reports', public: false, file_size_limit: 20 * 1024 * 1024, allowed_mime_types: null } })
    expect((await getBuckets({ projectRef: ref })).map((bucket) => bucket.id)).toContain('reports')

    const big = bytes(TUS_CHUNK_SIZE + 1234, 7)
    const progress: number[] = []
    await uploadObject({
      projectRef: ref,
      bucketId: 'reports',
      path: 'big.bin',
      file: new Blob([big.slice()], { type: 'application/octet-stream' }),
      onProgress: (uploaded) => progress.push(uploaded),
    })
    const upload = [...getStorageState(state).uploads.values()].find((candidate) => candidate.objectName === 'big.bin')
    expect(upload?.patchSizes).toEqual([TUS_CHUNK_SIZE, 1234])
    expect(progress.at(-1)).toBe(big.length)

    await uploadObject({ projectRef: ref, bucketId: 'reports', path: 'note.txt', file: new Blob(['hello'], { type: 'text/plain' }) })
    expect((await getBucketObjects({ projectRef: ref, bucketId: 'reports' })).map((row) => row.name)).toEqual(['big.bin', 'note.txt'])

    await moveObject({ projectRef: ref, bucketId: 'reports', from: 'note.txt', to: 'archive/note.txt' })
    const root = await getBucketObjects({ projectRef: ref, bucketId: 'reports' })
    expect(root.map((row) => [row.name, row.id === null])).toEqual([
      ['archive', true],
      ['big.bin', false],
    ])
    expect((await getBucketObjects({ projectRef: ref, bucketId: 'reports', prefix: 'archive' })).map((row) => row.name)).toEqual(['note.txt'])

    const downloaded = new Uint8Array(await (await downloadObject({ projectRef: ref, bucketId: 'reports', path: 'big.bin' })).arrayBuffer())
    // Compared as buffers: a deep equality over 6 MB of elements takes minutes.
    expect(Buffer.from(downloaded).equals(Buffer.from(big))).toBe(true)

    const signed = await signObjectUrl({ projectRef: ref, bucketId: 'reports', path: 'archive/note.txt', expiresIn: 60 })
    expect(signed).toMatch(/\/storage\/v1\/object\/sign\/reports\/archive\/note\.txt\?token=/)
    expect(await getObjectPublicUrl({ projectRef: ref, bucketId: 'reports', path: 'a b.txt' })).toBe(
      'https://api.test/storage/v1/object/public/reports/a%20b.txt'
    )

    await deleteObjects({ projectRef: ref, bucketId: 'reports', paths: ['big.bin', 'archive/note.txt'] })
    expect(await getBucketObjects({ projectRef: ref, bucketId: 'reports' })).toEqual([])
    await deleteBucket({ projectRef: ref, bucketId: 'reports' })
    expect((await getBuckets({ projectRef: ref })).map((bucket) => bucket.id)).not.toContain('reports')
  })

  it('reports what the storage API refused', async () => {
    useMockPlatform()
    configurePlatformClient({ platformApiUrl: MOCK_PLATFORM_API_URL, requiresConnectionEncryption: false })
    await createBucket({ projectRef: ref, body: { id: 'images', public: true, file_size_limit: null, allowed_mime_types: ['image/*'] } })
    await expect(
      uploadObject({ projectRef: ref, bucketId: 'images', path: 'a.txt', file: new Blob(['x'], { type: 'text/plain' }) })
    ).rejects.toThrow('mime type text/plain is not supported')
    await expect(createBucket({ projectRef: ref, body: { id: 'images' } })).rejects.toThrow('The resource already exists')
  })
})
