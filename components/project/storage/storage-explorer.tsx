'use client'

import { Plus } from 'lucide-react'
import { useState } from 'react'

import { PageShell } from '@/components/ui/page-shell'
import { QueryError, QueryLoading } from '@/components/ui/query-state'
import { useConfig } from '@/lib/config/use-config'
import { AppLink } from '@/components/ui/app-link'
import { Button } from '@/components/ui/button'
import { useBucketsQuery, type StorageBucket } from '@/data/storage/buckets-query'
import { NO_PROJECT_REF } from '@/lib/feature-previews/routes'

import { BucketConfirmDialog } from './bucket-confirm-dialog'
import { BucketFormDialog } from './bucket-form-dialog'
import { BucketList, type BucketAction } from './bucket-list'
import { ObjectBrowser } from './object-browser'
import { useStorageLocation } from './use-storage-location'
import { StorageSetupNotice } from './storage-setup-notice'
import { shouldRetry } from '@/lib/api/retry'
import { lazyComponent } from '@/components/ui/lazy-component'

// A bucket's policies load when a bucket is first opened, keeping the bucket list's first load light.
const BucketPolicies = lazyComponent(() => import('./bucket-policies').then((module) => module.BucketPolicies))

const VARIANTS = {
  /** The new storage UI opens on file buckets (SPEC §2). */
  files: { title: 'Files', description: 'File buckets and the objects stored in them.' },
  buckets: { title: 'Storage', description: 'Buckets and the files stored in them.' },
} as const

/** The self-hosted storage proxy answers 503 while SUPABASE_URL/SUPABASE_SERVICE_KEY are unset. */
const NOT_CONFIGURED_STATUS = 503

type Dialog = { kind: 'create' } | { kind: 'edit' | 'empty' | 'delete'; bucket: StorageBucket } | null

/** /project/{ref}/storage/files and /storage/buckets: the project's buckets, then one bucket's files. */
export function StorageExplorer({ projectRef, variant }: { projectRef: string; variant: keyof typeof VARIANTS }) {
  const { isPlatform } = useConfig()
  // Storage links rendered before a project is known use "_" for the ref (SPEC §2): nothing to read yet.
  const hasProject = projectRef !== NO_PROJECT_REF
  const buckets = useBucketsQuery({ projectRef }, { enabled: hasProject, retry: (count, error) => error.code !== NOT_CONFIGURED_STATUS && shouldRetry(count, error) })
  const { location, go } = useStorageLocation()
  const openBucketId = location.bucketId
  const setOpenBucketId = (bucketId: string | null) => go({ bucketId, path: '' })
  const [dialog, setDialog] = useState<Dialog>(null)

  const handleAction = (action: BucketAction, bucket: StorageBucket) => {
    if (action === 'open') setOpenBucketId(bucket.id)
    else setDialog({ kind: action, bucket })
  }

  const renderBody = () => {
    if (!hasProject) {
      return (
        <p className="text-sm text-muted">
          Storage belongs to a project. <AppLink className="underline" href="/">Choose a project</AppLink> to see its buckets.
        </p>
      )
    }
    if (buckets.error) {
      if (!isPlatform && buckets.error.code === NOT_CONFIGURED_STATUS) return <StorageSetupNotice />
      return <QueryError what="buckets" error={buckets.error} onRetry={() => buckets.refetch()} />
    }
    if (!buckets.data) return <QueryLoading label="Loading buckets…" />
    const bucket = buckets.data.find((candidate) => candidate.id === openBucketId)
    if (bucket) {
      return (
        <div className="flex flex-col gap-3">
          <div>
            <Button size="tiny" onClick={() => setOpenBucketId(null)}>
              All buckets
            </Button>
          </div>
          <ObjectBrowser
            key={bucket.id}
            projectRef={projectRef}
            bucket={bucket}
            prefix={location.path}
            onPrefixChange={(path) => go({ bucketId: bucket.id, path })}
          />
          <BucketPolicies key={`policies-${bucket.id}`} projectRef={projectRef} bucket={bucket.id} />
        </div>
      )
    }
    return (
      <div className="flex flex-col gap-3">
        {openBucketId && (
          <p role="alert" className="text-sm text-destructive">{`There is no bucket "${openBucketId}" in this project: choose one below.`}</p>
        )}
        <div>
          <Button variant="primary" size="tiny" icon={<Plus aria-hidden="true" className="size-3.5" />} onClick={() => setDialog({ kind: 'create' })}>
            New bucket
          </Button>
        </div>
        <BucketList buckets={buckets.data} onAction={handleAction} />
      </div>
    )
  }

  const { title, description } = VARIANTS[variant]
  return (
    <PageShell title={title} description={description}>
      {renderBody()}
      {dialog?.kind === 'create' && <BucketFormDialog projectRef={projectRef} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && <BucketFormDialog projectRef={projectRef} bucket={dialog.bucket} onClose={() => setDialog(null)} />}
      {(dialog?.kind === 'empty' || dialog?.kind === 'delete') && (
        <BucketConfirmDialog
          projectRef={projectRef}
          bucket={dialog.bucket}
          action={dialog.kind}
          onClose={() => setDialog(null)}
          onDeleted={() => setOpenBucketId(null)}
        />
      )}
    </PageShell>
  )
}
