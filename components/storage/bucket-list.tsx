'use client'

import { DataTable } from '@/components/ui/data-table'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import type { StorageBucket } from '@/data/storage/storage-buckets-query'
import { formatBytes } from '@/lib/format/bytes'

/** The buckets with their access, limits and object counts; choosing one opens its files. */
export function BucketList({ buckets, onOpen }: { buckets: readonly StorageBucket[]; onOpen: (bucketId: string) => void }) {
  if (buckets.length === 0) {
    return <p className="text-sm text-muted">No buckets yet. Buckets are created through the storage service or its API.</p>
  }
  return (
    <DataTable<StorageBucket>
      label="Buckets"
      rows={buckets}
      getRowKey={(bucket) => bucket.id}
      columns={[
        {
          header: 'Name',
          render: (bucket) => (
            <Button size="tiny" variant="ghost" onClick={() => onOpen(bucket.id)}>
              {bucket.name}
            </Button>
          ),
        },
        {
          header: 'Access',
          render: (bucket) => <Badge variant={bucket.public ? 'warning' : 'outline'}>{bucket.public ? 'Public' : 'Private'}</Badge>,
        },
        {
          header: 'File size limit',
          render: (bucket) => (bucket.file_size_limit === null ? 'None' : formatBytes(Number(bucket.file_size_limit))),
        },
        {
          header: 'Allowed types',
          render: (bucket) => (bucket.allowed_mime_types?.length ? bucket.allowed_mime_types.join(', ') : 'Any'),
        },
        { header: 'Objects', render: (bucket) => String(bucket.object_count) },
      ]}
    />
  )
}
