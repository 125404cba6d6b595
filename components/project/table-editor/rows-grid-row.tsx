'use client'

import { Maximize2 } from 'lucide-react'
import type { KeyboardEvent, ReactNode } from 'react'

import type { EditorColumn } from '@/lib/table-editor/table-model'
import type { TableRow } from '@/lib/table-editor/types'
import { cn } from '@/lib/utils/cn'

import { GridCellContent } from './grid-cell-content'
import { ACTIONS_COLUMN_WIDTH, ROW_HEIGHT } from './grid-layout'

export interface RowsGridRowProps {
  row: TableRow
  /** Position among the loaded rows (0-based). */
  index: number
  top: number
  columns: readonly EditorColumn[]
  widths: readonly number[]
  totalWidth: number
  isSelected: boolean
  canSelect: boolean
  canEdit: boolean
  /** The column being edited inline in this row, and its editor. */
  editingColumn: string | null
  editor: ReactNode
  onToggleSelected: () => void
  onExpand: () => void
  onEditCell: (column: EditorColumn) => void
}

/** One loaded row: checkbox and "edit row" button, then its cells (double-click or Enter edits). */
export function RowsGridRow({
  row,
  index,
  top,
  columns,
  widths,
  totalWidth,
  isSelected,
  canSelect,
  canEdit,
  editingColumn,
  editor,
  onToggleSelected,
  onExpand,
  onEditCell,
}: RowsGridRowProps) {
  const handleCellKeyDown = (event: KeyboardEvent<HTMLDivElement>, column: EditorColumn) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) {
      event.preventDefault()
      onEditCell(column)
    }
  }

  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={isSelected}
      className={cn(
        'absolute left-0 flex border-b border-border',
        isSelected ? 'bg-brand/10' : 'hover:bg-background',
        editingColumn !== null && 'z-10'
      )}
      style={{ transform: `translateY(${top}px)`, height: ROW_HEIGHT, width: totalWidth }}
    >
      <div
        role="gridcell"
        className="flex shrink-0 items-center justify-center gap-2 border-r border-border"
        style={{ width: ACTIONS_COLUMN_WIDTH }}
      >
        <input
          type="checkbox"
          aria-label={`Select row ${index + 1}`}
          checked={isSelected}
          disabled={!canSelect}
          onChange={onToggleSelected}
        />
        <button
          type="button"
          aria-label={canEdit ? `Edit row ${index + 1}` : `View row ${index + 1}`}
          onClick={onExpand}
          className="rounded-sm p-0.5 text-muted hover:text-foreground"
        >
          <Maximize2 aria-hidden="true" className="size-3.5" />
        </button>
      </div>
      {columns.map((column, columnIndex) => {
        const isEditing = editingColumn === column.name
        return (
          <div
            key={column.name}
            role="gridcell"
            tabIndex={-1}
            aria-readonly={!column.isEditable}
            data-column={column.name}
            onDoubleClick={() => onEditCell(column)}
            onKeyDown={(event) => handleCellKeyDown(event, column)}
            className={cn(
              'relative flex shrink-0 items-center border-r border-border px-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand',
              isEditing && 'z-20'
            )}
            style={{ width: widths[columnIndex] }}
          >
            <GridCellContent value={row[column.name]} />
            {isEditing && editor}
          </div>
        )
      })}
    </div>
  )
}
