'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { useObjectUploadMutation } from '@/data/storage/object-upload-mutation'
import { joinPath } from '@/lib/storage/object-paths'
import { uploadSizeProblem } from '@/lib/storage/upload-limit'

export interface UploadItem {
  id: number
  name: string
  path: string
  total: number
  uploaded: number
  status: 'uploading' | 'done' | 'failed'
  error?: string
}

/**
 * Uploads files into the open folder, one after another (each resumable in 6 MB chunks), and tracks
 * each file's progress. The folder listing refreshes after every finished file.
 */
export function useObjectUploads({
  projectRef,
  bucketId,
  fileSizeLimit,
}: {
  projectRef: string
  bucketId: string
  /** The bucket's size limit in bytes: a bigger file is refused before it is sent. */
  fileSizeLimit?: number | null
}) {
  const { mutateAsync: uploadObject } = useObjectUploadMutation()
  const [items, setItems] = useState<UploadItem[]>([])
  const nextId = useRef(0)
  const abort = useRef(new AbortController())
  const chain = useRef<Promise<void>>(Promise.resolve())

  // Leaving the bucket cancels what is still running.
  useEffect(() => {
    const controller = new AbortController()
    abort.current = controller
    return () => controller.abort()
  }, [projectRef, bucketId])

  const update = (id: number, patch: Partial<UploadItem>) =>
    setItems((old) => old.map((item) => (item.id === id ? { ...item, ...patch } : item)))

  const upload = useCallback(
    (files: readonly File[], prefix: string) => {
      const added = files.map((file) => {
        nextId.current += 1
        return { id: nextId.current, file, path: joinPath(prefix, file.name) }
      })
      setItems((old) => [
        ...old,
        ...added.map(({ id, file, path }) => ({ id, name: file.name, path, total: file.size, uploaded: 0, status: 'uploading' as const })),
      ])
      const signal = abort.current.signal
      for (const { id, file, path } of added) {
        chain.current = chain.current.then(async () => {
          if (signal.aborted) return
          const tooLarge = uploadSizeProblem(file, { id: bucketId, file_size_limit: fileSizeLimit })
          if (tooLarge) return update(id, { status: 'failed', error: tooLarge })
          try {
            await uploadObject({
              projectRef,
              bucketId,
              path,
              file,
              fileSizeLimit,
              signal,
              onProgress: (uploaded, total) => update(id, { uploaded, total }),
            })
            update(id, { status: 'done', uploaded: file.size })
          } catch (error) {
            if (signal.aborted) return
            update(id, { status: 'failed', error: error instanceof Error ? error.message : String(error) })
          }
        })
      }
    },
    [projectRef, bucketId, fileSizeLimit, uploadObject]
  )

  const clearFinished = useCallback(() => setItems((old) => old.filter((item) => item.status === 'uploading')), [])

  return { items, upload, clearFinished }
}
