'use client'

import { QueryError, QueryLoading } from '@/components/ui/query-state'
import { useObjectPreviewQuery } from '@/data/storage/object-preview-query'
import { MAX_TEXT_PREVIEW_BYTES, previewKind } from '@/lib/storage/object-paths'

function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2)
  } catch {
    return text
  }
}

/** Shows an image, text, JSON, PDF, audio or video file; anything else is offered for download. */
export function ObjectPreview({
  projectRef,
  bucketId,
  path,
  name,
  mimetype,
  size,
}: {
  projectRef: string
  bucketId: string
  path: string
  name: string
  mimetype?: string
  size?: number
}) {
  const kind = previewKind(mimetype, name)
  const isTooLarge = (kind === 'text' || kind === 'json') && (size ?? 0) > MAX_TEXT_PREVIEW_BYTES
  const preview = useObjectPreviewQuery({ projectRef, bucketId, path, kind }, { enabled: !isTooLarge })

  if (kind === 'none') return <p className="text-sm text-muted">No preview for this type of file. Download it to open it.</p>
  if (isTooLarge) return <p className="text-sm text-muted">This file is too large to preview. Download it to open it.</p>
  if (preview.error) return <QueryError what="the preview" error={preview.error} onRetry={() => preview.refetch()} />
  if (!preview.data) return <QueryLoading label="Loading preview…" />
  const data = preview.data
  if (data.kind === 'text') {
    return (
      <pre aria-label={`Content of ${name}`} className="max-h-96 overflow-auto rounded-md bg-surface p-3 font-mono text-xs whitespace-pre-wrap">
        {kind === 'json' ? prettyJson(data.text) : data.text}
      </pre>
    )
  }
  if (kind === 'image') {
    // eslint-disable-next-line @next/next/no-img-element -- a signed URL on another host, not an optimisable asset
    return <img src={data.url} alt={name} className="max-h-96 max-w-full object-contain" />
  }
  if (kind === 'audio') return <audio controls src={data.url} aria-label={name} className="w-full" />
  if (kind === 'video') return <video controls src={data.url} aria-label={name} className="max-h-96 w-full" />
  return <iframe title={`Preview of ${name}`} src={data.url} className="h-96 w-full rounded-md border border-border" />
}
