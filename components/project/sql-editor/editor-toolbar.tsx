'use client'

import { Download, Play, Square, WandSparkles } from 'lucide-react'

import { Button } from '@/components/ui/button'
import type { ExportFormat } from '@/lib/sql/result-export'

import type { SaveStatus } from './use-snippet-autosave'

const SAVE_STATUS_LABELS: Record<SaveStatus, string> = {
  saved: 'Saved',
  unsaved: 'Unsaved changes',
  saving: 'Saving…',
  failed: 'Failed to save',
}

export interface EditorToolbarProps {
  name: string
  saveStatus: SaveStatus
  /** False for a new snippet that has not been saved yet (nothing to report). */
  isPersisted: boolean
  isRunning: boolean
  canRun: boolean
  isExporting: boolean
  onRun: () => void
  onCancel: () => void
  onFormat: () => void
  onExport: (format: ExportFormat) => void
}

/** Snippet name and save state on the left; format, export and run/cancel on the right. */
export function EditorToolbar({
  name,
  saveStatus,
  isPersisted,
  isRunning,
  canRun,
  isExporting,
  onRun,
  onCancel,
  onFormat,
  onExport,
}: EditorToolbarProps) {
  return (
    <div className="flex shrink-0 flex-wrap items-center gap-2 border-b border-border px-3 py-2">
      <div className="flex min-w-0 flex-1 items-baseline gap-3 max-md:basis-full">
        <h1 className="truncate text-sm font-medium text-foreground">{name}</h1>
        <span aria-live="polite" data-testid="snippet-save-status" className="text-xs whitespace-nowrap text-muted">
          {isPersisted || saveStatus !== 'saved' ? SAVE_STATUS_LABELS[saveStatus] : 'Not saved yet'}
        </span>
      </div>
      <Button size="tiny" variant="ghost" icon={<WandSparkles aria-hidden="true" className="size-3.5" />} onClick={onFormat}>
        Format
      </Button>
      <div role="group" aria-label="Export results" className="flex items-center gap-1">
        <Download aria-hidden="true" className="size-3.5 text-muted" />
        <Button size="tiny" variant="outline" aria-label="Export CSV" disabled={isExporting} onClick={() => onExport('csv')}>
          CSV
        </Button>
        <Button size="tiny" variant="outline" aria-label="Export JSON" disabled={isExporting} onClick={() => onExport('json')}>
          JSON
        </Button>
      </div>
      {isRunning ? (
        <Button size="tiny" variant="danger" icon={<Square aria-hidden="true" className="size-3.5" />} onClick={onCancel}>
          Cancel
        </Button>
      ) : (
        <Button
          size="tiny"
          variant="primary"
          icon={<Play aria-hidden="true" className="size-3.5" />}
          disabled={!canRun}
          onClick={onRun}
          title="Run the selection, or everything when nothing is selected (Ctrl+Enter / ⌘+Enter)"
        >
          Run
        </Button>
      )}
    </div>
  )
}
