'use client'

import { Button } from '@/components/ui/button'
import { formatBytes } from '@/lib/format/bytes'

import type { UploadItem } from './use-object-uploads'

/** Each file being uploaded with its own progress bar, and why a failed one failed. */
export function UploadList({ items, onClear }: { items: readonly UploadItem[]; onClear: () => void }) {
  if (items.length === 0) return null
  const isBusy = items.some((item) => item.status === 'uploading')
  return (
    <section aria-label="Uploads" className="flex flex-col gap-2 rounded-md border border-border p-3">
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-medium">Uploads</h2>
        {!isBusy && (
          <Button size="tiny" variant="ghost" onClick={onClear}>
            Clear
          </Button>
        )}
      </div>
      <ul className="flex flex-col gap-2">
        {items.map((item) => {
          const percent = item.total > 0 ? Math.floor((item.uploaded / item.total) * 100) : item.status === 'done' ? 100 : 0
          return (
            <li key={item.id} className="flex flex-col gap-1 text-xs">
              <div className="flex justify-between gap-2">
                <span className="truncate">{item.path}</span>
                <span className={item.status === 'failed' ? 'text-destructive' : 'text-muted'}>
                  {item.status === 'done'
                    ? `Uploaded ${formatBytes(item.total)}`
                    : item.status === 'failed'
                      ? 'Failed'
                      : `${formatBytes(item.uploaded)} of ${formatBytes(item.total)}`}
                </span>
              </div>
              <progress className="h-1.5 w-full" max={100} value={percent} aria-label={`Upload of ${item.name}`} />
              {item.error && (
                <p role="alert" className="text-destructive">
                  {`Failed to upload ${item.name}: ${item.error}`}
                </p>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
