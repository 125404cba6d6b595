'use client'

import type { VirtualItem } from '@tanstack/react-virtual'
import type { ReactNode } from 'react'

import { cn } from '@/lib/utils/cn'

import type { GridCellContext } from './data-grid'
import { GridCellPreview } from './grid-cell-preview'

interface DataGridRowProps<Row> {
  rowIndex: number
  /** Offset of the row inside the body, in px. */
  top: number
  height: number
  width: number
  virtualColumns: readonly VirtualItem[]
  /** The keyboard-selected column of this row, if the selection is on it. */
  activeColumn: number | null
  cellId: (row: number, column: number) => string
  getContext: (rowIndex: number, columnIndex: number) => GridCellContext<Row>
  renderCell?: (context: GridCellContext<Row>) => ReactNode
  isClickable: boolean
  onCellClick: (rowIndex: number, columnIndex: number) => void
}

/** One rendered row of DataGrid: only the columns in view are rendered. */
export function DataGridRow<Row>({
  rowIndex,
  top,
  height,
  width,
  virtualColumns,
  activeColumn,
  cellId,
  getContext,
  renderCell,
  isClickable,
  onCellClick,
}: DataGridRowProps<Row>) {
  return (
    <div
      role="row"
      aria-rowindex={rowIndex + 2}
      className="absolute left-0 border-b border-border hover:bg-background"
      style={{ transform: `translateY(${top}px)`, height, width }}
    >
      {virtualColumns.map((virtualColumn) => {
        const context = getContext(rowIndex, virtualColumn.index)
        const isActive = activeColumn === virtualColumn.index
        return (
          <div
            key={virtualColumn.key}
            id={cellId(rowIndex, virtualColumn.index)}
            role="gridcell"
            aria-colindex={virtualColumn.index + 1}
            aria-selected={isActive || undefined}
            onClick={() => onCellClick(rowIndex, virtualColumn.index)}
            className={cn(
              'absolute top-0 flex h-full items-center border-r border-border px-3',
              isClickable && 'cursor-pointer',
              isActive && 'outline-2 -outline-offset-2 outline-brand'
            )}
            style={{ left: virtualColumn.start, width: virtualColumn.size }}
          >
            {renderCell ? renderCell(context) : <GridCellPreview value={context.value} />}
          </div>
        )
      })}
    </div>
  )
}
