'use client'

import { Copy, Download, Upload, Eraser, ListTree, Pencil, Plus, RefreshCw, Sparkles, Trash2 } from 'lucide-react'

import { Button } from '@/components/ui/button'
import type { ExportFormat } from '@/lib/sql/result-export'
import type { Sort } from '@/lib/table-editor/types'

export interface TableToolbarProps {
  title: string
  /** "≈ 1,000,000 rows" */
  status: string
  sorts: readonly Sort[]
  onClearSorts: () => void
  canInsert: boolean
  onInsert: () => void
  selectedCount: number
  onDeleteSelected: () => void
  onRefresh: () => void
  isRefreshing: boolean
  /** Opens the Edit table panel (columns, keys, settings). */
  onEditTable?: () => void
  /** Opens the duplicate / truncate / delete confirmation. */
  onTableAction?: (action: 'indexes' | 'duplicate' | 'truncate' | 'drop') => void
  /** Opens the AI data generator. */
  onGenerateData?: () => void
  /** Downloads the rows of the current filter and sort. */
  onExport: (format: ExportFormat) => void
  /** Set while an export runs ("Exporting CSV: 10,000 rows read"). */
  exportProgress: string | null
  /** Opens the CSV import. */
  onImport?: () => void
}

export function TableToolbar({
  title,
  status,
  sorts,
  onClearSorts,
  canInsert,
  onInsert,
  selectedCount,
  onDeleteSelected,
  onRefresh,
  isRefreshing,
  onEditTable,
  onTableAction,
  onGenerateData,
  onExport,
  exportProgress,
  onImport,
}: TableToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-border px-4 py-2">
      <div className="mr-auto flex min-w-0 flex-col">
        <h1 className="truncate font-mono text-sm font-medium">{title}</h1>
        <p role="status" className="text-xs text-muted">
          {status}
        </p>
      </div>
      {sorts.length > 0 && (
        <p className="flex items-center gap-2 text-xs text-muted">
          Sorted by {sorts.map((sort) => `${sort.column} ${sort.direction}`).join(', ')}
          <Button size="tiny" variant="ghost" onClick={onClearSorts}>
            Clear sort
          </Button>
        </p>
      )}
      {selectedCount > 0 && (
        <Button size="small" variant="danger" icon={<Trash2 aria-hidden="true" className="size-4" />} onClick={onDeleteSelected}>
          {selectedCount === 1 ? 'Delete 1 row' : `Delete ${selectedCount} rows`}
        </Button>
      )}
      {onEditTable && (
        <Button size="small" variant="outline" icon={<Pencil aria-hidden="true" className="size-4" />} onClick={onEditTable}>
          Edit table
        </Button>
      )}
      {onTableAction && (
        <div role="group" aria-label="Table actions" className="flex gap-1">
          <Button size="small" variant="ghost" icon={<ListTree aria-hidden="true" className="size-4" />} onClick={() => onTableAction('indexes')}>
            Indexes
          </Button>
          <Button size="small" variant="ghost" icon={<Copy aria-hidden="true" className="size-4" />} onClick={() => onTableAction('duplicate')}>
            Duplicate
          </Button>
          <Button size="small" variant="ghost" icon={<Eraser aria-hidden="true" className="size-4" />} onClick={() => onTableAction('truncate')}>
            Truncate
          </Button>
          <Button size="small" variant="ghost" icon={<Trash2 aria-hidden="true" className="size-4" />} onClick={() => onTableAction('drop')}>
            Delete table
          </Button>
        </div>
      )}
      {onGenerateData && (
        <Button size="small" variant="outline" disabled={!canInsert} icon={<Sparkles aria-hidden="true" className="size-4" />} onClick={onGenerateData}>
          Generate sample data
        </Button>
      )}
      {exportProgress && (
        <p role="status" className="text-xs text-muted">
          {exportProgress}
        </p>
      )}
      <div role="group" aria-label="Export rows" className="flex gap-1">
        {(['csv', 'json'] as const).map((format) => (
          <Button
            key={format}
            size="small"
            variant="outline"
            disabled={exportProgress !== null}
            icon={<Download aria-hidden="true" className="size-4" />}
            onClick={() => onExport(format)}
          >
            Export {format.toUpperCase()}
          </Button>
        ))}
      </div>
      {onImport && (
        <Button size="small" variant="outline" disabled={!canInsert} icon={<Upload aria-hidden="true" className="size-4" />} onClick={onImport}>
          Import CSV
        </Button>
      )}
      <Button
        size="small"
        variant="outline"
        loading={isRefreshing}
        icon={<RefreshCw aria-hidden="true" className="size-4" />}
        onClick={onRefresh}
      >
        Refresh
      </Button>
      <Button size="small" variant="primary" disabled={!canInsert} icon={<Plus aria-hidden="true" className="size-4" />} onClick={onInsert}>
        Insert row
      </Button>
    </div>
  )
}
