'use client'

import { File, Folder } from 'lucide-react'

import { DataTable } from '@/components/ui/data-table'
import { Button } from '@/components/ui/button'
import type { StorageObject } from '@/data/storage/bucket-objects-query'
import { formatBytes } from '@/lib/format/bytes'
import { formatDisplayDate } from '@/lib/format/date'

export type ObjectAction = 'open' | 'preview' | 'download' | 'url' | 'move' | 'delete'

/** One folder level: folders open, files can be selected, previewed, downloaded, shared, moved or deleted. */
export function ObjectTable({
  rows,
  selected,
  onToggle,
  onAction,
}: {
  rows: readonly StorageObject[]
  selected: ReadonlySet<string>
  onToggle: (name: string, isSelected: boolean) => void
  onAction: (action: ObjectAction, row: StorageObject) => void
}) {
  const isFolder = (row: StorageObject) => row.id === null
  return (
    <DataTable<StorageObject>
      label="Files"
      rows={rows}
      getRowKey={(row) => `${isFolder(row) ? 'folder' : 'file'}:${row.name}`}
      columns={[
        {
          header: 'Select',
          className: 'w-10',
          render: (row) =>
            isFolder(row) ? null : (
              <input
                type="checkbox"
                aria-label={`Select ${row.name}`}
                checked={selected.has(row.name)}
                onChange={(event) => onToggle(row.name, event.target.checked)}
              />
            ),
        },
        {
          header: 'Name',
          render: (row) => (
            <Button
              size="tiny"
              variant="ghost"
              icon={isFolder(row) ? <Folder aria-hidden="true" className="size-3.5" /> : <File aria-hidden="true" className="size-3.5" />}
              aria-label={isFolder(row) ? `Open folder ${row.name}` : `Preview ${row.name}`}
              onClick={() => onAction(isFolder(row) ? 'open' : 'preview', row)}
            >
              {row.name}
            </Button>
          ),
        },
        {
          header: 'Size',
          render: (row) => (typeof row.metadata?.size === 'number' ? formatBytes(row.metadata.size) : ''),
        },
        { header: 'Type', render: (row) => (isFolder(row) ? 'Folder' : (row.metadata?.mimetype ?? '')) },
        {
          header: 'Last modified',
          render: (row) => (row.updated_at ? formatDisplayDate(row.updated_at) : ''),
        },
        {
          header: 'Actions',
          render: (row) =>
            isFolder(row) ? null : (
              <div className="flex gap-1">
                <Button size="tiny" variant="outline" aria-label={`Download ${row.name}`} onClick={() => onAction('download', row)}>
                  Download
                </Button>
                <Button size="tiny" variant="outline" aria-label={`Get URL of ${row.name}`} onClick={() => onAction('url', row)}>
                  Get URL
                </Button>
                <Button size="tiny" variant="outline" aria-label={`Move ${row.name}`} onClick={() => onAction('move', row)}>
                  Move
                </Button>
                <Button size="tiny" variant="outline" aria-label={`Delete ${row.name}`} onClick={() => onAction('delete', row)}>
                  Delete
                </Button>
              </div>
            ),
        },
      ]}
    />
  )
}
