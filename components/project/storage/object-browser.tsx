'use client'

import { Upload } from 'lucide-react'
import { useRef, useState, type DragEvent } from 'react'

import { QueryState } from '@/components/ui/query-state'
import { Button } from '@/components/ui/button'
import { ConfirmationDialog } from '@/components/ui/confirmation-dialog'
import { Dialog, DialogBody, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { OBJECTS_PAGE_LIMIT, useBucketObjectsQuery, type StorageObject } from '@/data/storage/bucket-objects-query'
import type { StorageBucket } from '@/data/storage/buckets-query'
import { downloadObject } from '@/data/storage/object-download'
import { useObjectsDeleteMutation } from '@/data/storage/objects-delete-mutation'
import { joinPath, prefixCrumbs } from '@/lib/storage/object-paths'
import { saveBlob } from '@/lib/storage/save-blob'
import { toast } from '@/lib/ui/toast'
import { cn } from '@/lib/utils/cn'

import { ObjectMoveDialog } from './object-move-dialog'
import { ObjectPreview } from './object-preview'
import { ObjectTable, type ObjectAction } from './object-table'
import { ObjectUrlDialog } from './object-url-dialog'
import { UploadList } from './upload-list'
import { useObjectUploads } from './use-object-uploads'

type OpenDialog = { kind: 'preview' | 'url' | 'move'; row: StorageObject } | { kind: 'delete'; paths: string[] } | null

/** One bucket's files a folder at a time: upload (picker or drop), preview, download, share, move, delete. */
export function ObjectBrowser({
  projectRef,
  bucket,
  prefix,
  onPrefixChange,
}: {
  projectRef: string
  bucket: StorageBucket
  /** The open folder ('' for the bucket's top): kept by the caller (in the URL). */
  prefix: string
  onPrefixChange: (path: string) => void
}) {
  const [selected, setSelected] = useState<Set<string>>(new Set())
  // Selected names are relative to the folder: another folder (a link, Back) starts with none selected.
  const [selectionPrefix, setSelectionPrefix] = useState(prefix)
  if (selectionPrefix !== prefix) {
    setSelectionPrefix(prefix)
    setSelected(new Set())
  }
  const [dialog, setDialog] = useState<OpenDialog>(null)
  const [isDragging, setIsDragging] = useState(false)
  const [downloadError, setDownloadError] = useState<string | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const objects = useBucketObjectsQuery({ projectRef, bucketId: bucket.id, prefix })
  const uploads = useObjectUploads({ projectRef, bucketId: bucket.id, fileSizeLimit: bucket.file_size_limit })
  const remove = useObjectsDeleteMutation()

  const openFolder = (path: string) => onPrefixChange(path)

  const handleFiles = (files: FileList | null) => {
    if (files && files.length > 0) uploads.upload(Array.from(files), prefix)
  }

  const handleDrop = (event: DragEvent) => {
    event.preventDefault()
    setIsDragging(false)
    handleFiles(event.dataTransfer.files)
  }

  const handleDownload = async (row: StorageObject) => {
    setDownloadError(null)
    try {
      saveBlob(await downloadObject({ projectRef, bucketId: bucket.id, path: joinPath(prefix, row.name) }), row.name)
    } catch (error) {
      setDownloadError(`Failed to download ${row.name}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  const handleAction = (action: ObjectAction, row: StorageObject) => {
    if (action === 'open') return openFolder(joinPath(prefix, row.name))
    if (action === 'download') return void handleDownload(row)
    if (action === 'delete') return setDialog({ kind: 'delete', paths: [joinPath(prefix, row.name)] })
    setDialog({ kind: action, row })
  }

  const handleDelete = (paths: string[]) => {
    remove.mutate(
      { projectRef, bucketId: bucket.id, paths },
      {
        onSuccess: () => {
          toast.success(paths.length === 1 ? `Deleted ${paths[0]}` : `Deleted ${paths.length} files`)
          setSelected(new Set())
          setDialog(null)
        },
      }
    )
  }

  const renderList = () => {
    return (
      <QueryState query={objects} what="files" loadingLabel="Loading files…" isEmpty={(data) => data.length === 0} empty={<p className="text-sm text-muted">This folder is empty. Drop files here or upload them.</p>}>
        {(data) => (
          <>
            <ObjectTable
              rows={data}
              selected={selected}
              onToggle={(name, isOn) =>
                setSelected((old) => {
                  const next = new Set(old)
                  if (isOn) next.add(name)
                  else next.delete(name)
                  return next
                })
              }
              onAction={handleAction}
            />
            {data.length >= OBJECTS_PAGE_LIMIT && (
              <p className="text-xs text-muted">{`Showing the first ${OBJECTS_PAGE_LIMIT} entries of this folder.`}</p>
            )}
          </>
        )}
      </QueryState>
    )
  }

  const filePath = dialog && dialog.kind !== 'delete' ? joinPath(prefix, dialog.row.name) : ''

  return (
    <section
      aria-label={`Files in ${bucket.name}`}
      className={cn('flex flex-col gap-3 rounded-md', isDragging && 'outline-2 outline-dashed outline-brand')}
      onDragOver={(event) => {
        event.preventDefault()
        setIsDragging(true)
      }}
      onDragLeave={() => setIsDragging(false)}
      onDrop={handleDrop}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <nav aria-label="Folder" className="flex flex-wrap items-center gap-1 text-sm">
          <Button size="tiny" variant="ghost" onClick={() => openFolder('')}>
            {bucket.name}
          </Button>
          {prefixCrumbs(prefix).map((crumb) => (
            <span key={crumb.path} className="flex items-center gap-1">
              <span aria-hidden="true" className="text-muted">/</span>
              <Button size="tiny" variant="ghost" onClick={() => openFolder(crumb.path)}>
                {crumb.name}
              </Button>
            </span>
          ))}
        </nav>
        <div className="flex gap-2">
          {selected.size > 0 && (
            <Button
              size="tiny"
              variant="danger"
              onClick={() => setDialog({ kind: 'delete', paths: [...selected].map((name) => joinPath(prefix, name)) })}
            >
              {`Delete ${selected.size} selected`}
            </Button>
          )}
          <Button size="tiny" variant="primary" icon={<Upload aria-hidden="true" className="size-3.5" />} onClick={() => fileInput.current?.click()}>
            Upload files
          </Button>
          <input
            ref={fileInput}
            type="file"
            multiple
            hidden
            aria-label="Files to upload"
            onChange={(event) => {
              handleFiles(event.target.files)
              event.target.value = ''
            }}
          />
        </div>
      </div>
      {downloadError && (
        <p role="alert" className="text-sm text-destructive">{downloadError}</p>
      )}
      <UploadList items={uploads.items} onClear={uploads.clearFinished} />
      {renderList()}

      {dialog?.kind === 'delete' && (
        <ConfirmationDialog
          visible
          variant="danger"
          size="medium"
          title={dialog.paths.length === 1 ? `Delete ${dialog.paths[0]}` : `Delete ${dialog.paths.length} files`}
          description="Deleted files cannot be restored."
          confirmLabel="Delete"
          loading={remove.isPending}
          onConfirm={() => handleDelete(dialog.paths)}
          onCancel={() => setDialog(null)}
        >
          {remove.error && <p role="alert" className="text-sm text-destructive">{`Failed to delete: ${remove.error.message}`}</p>}
        </ConfirmationDialog>
      )}
      {dialog?.kind === 'move' && (
        <ObjectMoveDialog projectRef={projectRef} bucketId={bucket.id} path={filePath} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'url' && (
        <ObjectUrlDialog
          projectRef={projectRef}
          bucketId={bucket.id}
          path={filePath}
          isPublicBucket={bucket.public}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'preview' && (
        <Dialog open onOpenChange={(isOpen) => !isOpen && setDialog(null)}>
          <DialogContent size="large" aria-describedby={undefined}>
            <DialogHeader>
              <DialogTitle>{dialog.row.name}</DialogTitle>
            </DialogHeader>
            <DialogBody>
              <ObjectPreview
                projectRef={projectRef}
                bucketId={bucket.id}
                path={filePath}
                name={dialog.row.name}
                mimetype={typeof dialog.row.metadata?.mimetype === 'string' ? dialog.row.metadata.mimetype : undefined}
                size={typeof dialog.row.metadata?.size === 'number' ? dialog.row.metadata.size : undefined}
              />
            </DialogBody>
          </DialogContent>
        </Dialog>
      )}
    </section>
  )
}
