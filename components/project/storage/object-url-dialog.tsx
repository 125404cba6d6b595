'use client'

import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { getObjectPublicUrl, signObjectUrl } from '@/data/storage/object-url'

const EXPIRY_CHOICES = [
  { label: '1 hour', seconds: 3600 },
  { label: '1 day', seconds: 86_400 },
  { label: '1 week', seconds: 604_800 },
  { label: '1 month', seconds: 2_592_000 },
  { label: '1 year', seconds: 31_536_000 },
] as const

/** A URL to share: the public URL (public buckets) or a signed URL that expires after the chosen time. */
export function ObjectUrlDialog({
  projectRef,
  bucketId,
  path,
  isPublicBucket,
  onClose,
}: {
  projectRef: string
  bucketId: string
  path: string
  isPublicBucket: boolean
  onClose: () => void
}) {
  const [mode, setMode] = useState<'public' | 'signed'>(isPublicBucket ? 'public' : 'signed')
  const [expiresIn, setExpiresIn] = useState<number>(EXPIRY_CHOICES[0].seconds)
  const [url, setUrl] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [isBusy, setIsBusy] = useState(false)

  const handleCreate = async () => {
    setIsBusy(true)
    setError(null)
    try {
      const variables = { projectRef, bucketId, path }
      setUrl(mode === 'public' ? await getObjectPublicUrl(variables) : await signObjectUrl({ ...variables, expiresIn }))
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause))
    } finally {
      setIsBusy(false)
    }
  }

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent size="medium">
        <DialogHeader>
          <DialogTitle>{`Get URL of ${path}`}</DialogTitle>
          <DialogDescription>
            {isPublicBucket
              ? 'The bucket is public: its public URL never expires. A signed URL works for a limited time.'
              : 'The bucket is private: share a signed URL that stops working after the chosen time.'}
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-3 text-sm">
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 font-medium">Kind of URL</legend>
            <label className="flex items-center gap-2">
              <input type="radio" name="url-kind" checked={mode === 'public'} disabled={!isPublicBucket} onChange={() => { setMode('public'); setUrl(null) }} />
              Public URL
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="url-kind" checked={mode === 'signed'} onChange={() => { setMode('signed'); setUrl(null) }} />
              Signed URL
            </label>
          </fieldset>
          {mode === 'signed' && (
            <label className="flex items-center gap-2">
              Expires in
              <select
                className="h-8 rounded-md border border-border bg-background px-2"
                value={expiresIn}
                onChange={(event) => { setExpiresIn(Number(event.target.value)); setUrl(null) }}
              >
                {EXPIRY_CHOICES.map((choice) => (
                  <option key={choice.seconds} value={choice.seconds}>
                    {choice.label}
                  </option>
                ))}
              </select>
            </label>
          )}
          <div>
            <Button variant="primary" loading={isBusy} onClick={handleCreate}>
              {mode === 'public' ? 'Get public URL' : 'Create signed URL'}
            </Button>
          </div>
          {error && (
            <p role="alert" className="text-destructive">{`Failed to get a URL: ${error}`}</p>
          )}
          {url && (
            <div className="flex items-center gap-2">
              <input readOnly aria-label="URL" value={url} className="h-8 flex-1 rounded-md border border-border bg-surface px-2 font-mono text-xs" />
              <CopyButton text={url} />
            </div>
          )}
        </DialogBody>
      </DialogContent>
    </Dialog>
  )
}
