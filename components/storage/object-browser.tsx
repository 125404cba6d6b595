'use client'

import { File, Folder } from 'lucide-react'

import { DataTable } from '@/components/database-pages/data-table'
import { QueryFailure, QueryLoading } from '@/components/database-pages/query-state'
import { Button } from '@/components/ui/button'
import type { DatabaseConnectionVariables } from '@/data/database/connection'
import { useStorageObjectsQuery } from '@/data/storage/storage-objects-query'
import { formatBytes } from '@/lib/format/bytes'
import { formatDisplayDate } from '@/lib/format/date'
import { entriesAt, prefixCrumbs, type StorageEntry } from '@/lib/storage/object-tree'
import { MAX_LISTED_OBJECTS } from '@/lib/storage/storage-sql'

/** One bucket's files, a folder level at a time, from the object records in storage.objects. */
export function ObjectBrowser({
  connection,
  bucketId,
  prefix,
  onPrefixChange,
}: {
  connection: DatabaseConnectionVariables
  bucketId: string
  prefix: string
  onPrefixChange: (prefix: string) => void
}) {
  const objects = useStorageObjectsQuery({ ...connection, bucketId, prefix })

  const crumbs = (
    <nav aria-label="Folder" className="flex flex-wrap items-center gap-1 text-sm">
      <Button size="tiny" variant="ghost" onClick={() => onPrefixChange('')}>
        {bucketId}
      </Button>
      {prefixCrumbs(prefix).map((crumb) => (
        <span key={crumb.path} className="flex items-center gap-1">
          <span aria-hidden="true" className="text-muted">
            /
          </span>
          <Button size="tiny" variant="ghost" onClick={() => onPrefixChange(crumb.path)}>
            {crumb.name}
          </Button>
        </span>
      ))}
    </nav>
  )

  const renderEntries = () => {
    if (objects.error) return <QueryFailure what="files" error={objects.error} onRetry={() => objects.refetch()} />
    if (!objects.data) return <QueryLoading label="Loading files…" />
    const entries = entriesAt(objects.data, prefix)
    if (entries.length === 0) return <p className="text-sm text-muted">This folder is empty.</p>
    return (
      <>
        <DataTable<StorageEntry>
          label="Files"
          rows={entries}
          getRowKey={(entry) => `${entry.kind}:${entry.path}`}
          columns={[
            {
              header: 'Name',
              render: (entry) =>
                entry.kind === 'folder' ? (
                  <Button
                    size="tiny"
                    variant="ghost"
                    icon={<Folder aria-hidden="true" className="size-3.5" />}
                    onClick={() => onPrefixChange(entry.path)}
                  >
                    {entry.name}
                  </Button>
                ) : (
                  <span className="flex items-center gap-2 px-2.5">
                    <File aria-hidden="true" className="size-3.5 text-muted" />
                    {entry.name}
                  </span>
                ),
            },
            {
              header: 'Size',
              render: (entry) =>
                entry.kind === 'folder'
                  ? `${entry.objectCount} ${entry.objectCount === 1 ? 'object' : 'objects'}`
                  : entry.object.size === null
                    ? ''
                    : formatBytes(Number(entry.object.size)),
            },
            { header: 'Type', render: (entry) => (entry.kind === 'folder' ? 'Folder' : (entry.object.mimetype ?? '')) },
            {
              header: 'Last modified',
              render: (entry) => (entry.kind === 'file' ? formatDisplayDate(entry.object.updated_at ?? entry.object.created_at) : ''),
            },
          ]}
        />
        {objects.data.length >= MAX_LISTED_OBJECTS && (
          <p className="text-xs text-muted">{`Showing the first ${MAX_LISTED_OBJECTS} objects under this folder.`}</p>
        )}
      </>
    )
  }

  return (
    <section aria-label={`Files in ${bucketId}`} className="flex flex-col gap-3">
      {crumbs}
      {renderEntries()}
    </section>
  )
}
