'use client'

import { useState } from 'react'

import { PageShell } from '@/components/database-pages/page-shell'
import { QueryFailure, QueryLoading } from '@/components/database-pages/query-state'
import { useConfig } from '@/components/providers/config-provider'
import { AppLink } from '@/components/ui/app-link'
import { Button } from '@/components/ui/button'
import { useStorageBucketsQuery } from '@/data/storage/storage-buckets-query'
import { NO_PROJECT_REF } from '@/lib/feature-previews/routes'

import { BucketList } from './bucket-list'
import { ObjectBrowser } from './object-browser'
import { StorageMissingNotice } from './storage-missing-notice'

const VARIANTS = {
  /** The new storage UI opens on file buckets (SPEC §2). */
  files: { title: 'Files', description: 'File buckets and the objects stored in them.' },
  buckets: { title: 'Storage', description: 'Buckets and the files stored in them.' },
} as const

/**
 * /project/{ref}/storage/files and /storage/buckets: buckets from storage.buckets, then a bucket's
 * files from storage.objects. Reading them needs only the database; uploads need the storage service.
 */
export function StorageExplorer({ projectRef, variant }: { projectRef: string; variant: keyof typeof VARIANTS }) {
  const { isPlatform } = useConfig()
  const variables = { projectRef }
  // Storage links rendered before a project is known use "_" for the ref (SPEC §2): nothing to read yet.
  const hasProject = projectRef !== NO_PROJECT_REF
  const buckets = useStorageBucketsQuery(variables, { enabled: hasProject })
  const [openBucket, setOpenBucket] = useState<string | null>(null)
  const [prefix, setPrefix] = useState('')

  const handleOpen = (bucketId: string | null) => {
    setOpenBucket(bucketId)
    setPrefix('')
  }

  const renderBody = () => {
    if (!hasProject) {
      return (
        <p className="text-sm text-muted">
          Storage belongs to a project. <AppLink className="underline" href="/">Choose a project</AppLink> to see its buckets.
        </p>
      )
    }
    const error = buckets.error
    if (error) return <QueryFailure what="buckets" error={error} onRetry={() => buckets.refetch()} />
    if (!buckets.data) return <QueryLoading label="Loading buckets…" />
    if (!buckets.data.hasStorage) return <StorageMissingNotice isPlatform={isPlatform} />
    const bucket = buckets.data.buckets.find((candidate) => candidate.id === openBucket)
    if (!bucket) return <BucketList buckets={buckets.data.buckets} onOpen={handleOpen} />
    return (
      <div className="flex flex-col gap-3">
        <div>
          <Button size="tiny" onClick={() => handleOpen(null)}>
            All buckets
          </Button>
        </div>
        <ObjectBrowser
          connection={variables}
          bucketId={bucket.id}
          prefix={prefix}
          onPrefixChange={setPrefix}
        />
      </div>
    )
  }

  const { title, description } = VARIANTS[variant]
  return (
    <PageShell title={title} description={description}>
      {renderBody()}
    </PageShell>
  )
}
