'use client'

import { X } from 'lucide-react'

import { Button } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import type { LogRow } from '@/lib/logs/log-rows'

/** One log event in full, as JSON. */
export function LogRowDetail({ row, onClose }: { row: LogRow; onClose: () => void }) {
  const json = JSON.stringify(row, null, 2)
  return (
    <section aria-label="Log event" className="flex min-w-0 flex-col gap-2 rounded-md border border-border p-3">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium">Log event</h2>
        <div className="flex items-center gap-2">
          <CopyButton text={json} size="tiny" />
          <Button size="icon" variant="ghost" aria-label="Close log event" onClick={onClose}>
            <X aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
      <pre className="max-h-96 overflow-auto rounded bg-surface p-3 font-mono text-xs">{json}</pre>
    </section>
  )
}
