'use client'

import { CopyButton } from '@/components/ui/copy-button'

import SqlPreviewViewer from './sql-preview-viewer'

/**
 * The exact SQL a schema change will run, shown before it runs. CodeMirror comes with the side
 * panels, which are themselves loaded on first use, so no page ships it up front.
 */
export function SqlPreview({ sql, ariaLabel = 'SQL to run' }: { sql: string; ariaLabel?: string }) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center justify-between">
        <h3 className="text-xs font-medium uppercase tracking-wide text-muted">SQL to run</h3>
        <CopyButton text={sql} />
      </div>
      <SqlPreviewViewer sql={sql} ariaLabel={ariaLabel} />
    </div>
  )
}
