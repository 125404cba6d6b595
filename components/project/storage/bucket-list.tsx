'use client'

import { DataTable } from '@/components/ui/data-table'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import type { StorageBucket } from '@/data/storage/buckets-query'
import { formatBytes } from '@/lib/format/bytes'

export type BucketAction = 'open' | 'edit' | 'empty' | 'delete'

/** The buckets with their access and limits; each row opens, edits, empties or deletes its bucket. */
export function BucketList({
  buckets,
  onAction,
}: {
  buckets: readonly StorageBucket[]
  onAction: (action: BucketAction, bucket: StorageBucket) => void
}) {
  if (buckets.length === 0) {
    return <p className="text-sm text-muted">No buckets yet. Create one to start storing files.</p>
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
            <Button size="tiny" variant="ghost" aria-label={`Open bucket ${bucket.name}`} onClick={() => onAction('open', bucket)}>
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
          render: (bucket) => (bucket.file_size_limit ? formatBytes(Number(bucket.file_size_limit)) : 'None'),
        },
        {
          header: 'Allowed types',
          render: (bucket) => (bucket.allowed_mime_types?.length ? bucket.allowed_mime_types.join(', ') : 'Any'),
        },
        {
          header: 'Actions',
          render: (bucket) => (
            <div className="flex gap-1">
              <Button size="tiny" variant="outline" aria-label={`Edit bucket ${bucket.name}`} onClick={() => onAction('edit', bucket)}>
                Edit
              </Button>
              <Button size="tiny" variant="outline" aria-label={`Empty bucket ${bucket.name}`} onClick={() => onAction('empty', bucket)}>
                Empty
              </Button>
              <Button size="tiny" variant="outline" aria-label={`Delete bucket ${bucket.name}`} onClick={() => onAction('delete', bucket)}>
                Delete
              </Button>
            </div>
          ),
        },
      ]}
    />
  )
}
