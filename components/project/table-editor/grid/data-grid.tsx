'use client'

import { useVirtualizer } from '@tanstack/react-virtual'
import { useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

import { cn } from '@/lib/utils/cn'

import { DataGridRow } from './data-grid-row'
import { estimateColumnWidth } from './grid-cell-value'

export interface GridColumn {
  /** The row property this column reads (with the default getCellValue). */
  key: string
  /** The header text. */
  name: string
  /** Width in px; estimated from the header and the first rows when absent. */
  width?: number
}

export interface GridCellContext<Row> {
  row: Row
  rowIndex: number
  column: GridColumn
  columnIndex: number
  value: unknown
}

export interface DataGridProps<Row> {
  columns: readonly GridColumn[]
  rows: readonly Row[]
  /** The accessible name of the grid. */
  'aria-label': string
  /** Custom cell content; the default shows a truncated one-line preview of the value. */
  renderCell?: (context: GridCellContext<Row>) => ReactNode
  /** Called on click, and on Enter for the keyboard-selected cell. */
  onCellClick?: (context: GridCellContext<Row>) => void
  /** How a cell's value is read; defaults to `row[column.key]`. */
  getCellValue?: (row: Row, column: GridColumn) => unknown
  rowHeight?: number
  headerHeight?: number
  /** Extra rows/columns rendered beyond the visible window, so fast scrolling shows no gaps. */
  overscan?: number
  className?: string
}

interface ActiveCell {
  row: number
  column: number
}

const defaultGetCellValue = (row: unknown, column: GridColumn) => (row as Record<string, unknown> | null)?.[column.key]

/**
 * A virtualized, read-only results grid: only the rows and columns in view (plus overscan) are in the
 * DOM, so 100,000 rows scroll smoothly. ARIA grid semantics: aria-rowcount counts every row (header
 * included) while only the visible ones are rendered; arrow keys move the selected cell, Enter opens it.
 */
export function DataGrid<Row>({
  columns,
  rows,
  'aria-label': ariaLabel,
  renderCell,
  onCellClick,
  getCellValue = defaultGetCellValue,
  rowHeight = 32,
  headerHeight = 34,
  overscan = 8,
  className,
}: DataGridProps<Row>) {
  const gridId = useId()
  const scrollRef = useRef<HTMLDivElement>(null)
  const [active, setActive] = useState<ActiveCell | null>(null)

  const widths = useMemo(
    () =>
      columns.map(
        (column) =>
          column.width ??
          estimateColumnWidth(
            column.name,
            rows.slice(0, 50).map((row) => getCellValue(row, column))
          )
      ),
    [columns, rows, getCellValue]
  )

  // TanStack Virtual re-renders through its own state; the compiler's memoization is not needed here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const rowVirtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    // The sticky header sits above the first row inside the same scroll container.
    scrollMargin: headerHeight,
    overscan,
  })
  const columnVirtualizer = useVirtualizer({
    horizontal: true,
    count: columns.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => widths[index] ?? 120,
    overscan: 2,
  })

  const virtualColumns = columnVirtualizer.getVirtualItems()
  const totalWidth = columnVirtualizer.getTotalSize()
  const cellId = (row: number, column: number) => `${gridId}-r${row}-c${column}`

  const contextFor = (rowIndex: number, columnIndex: number): GridCellContext<Row> => {
    const row = rows[rowIndex]
    const column = columns[columnIndex]
    return { row, rowIndex, column, columnIndex, value: getCellValue(row, column) }
  }

  const handleCellClick = (rowIndex: number, columnIndex: number) => {
    setActive({ row: rowIndex, column: columnIndex })
    onCellClick?.(contextFor(rowIndex, columnIndex))
  }

  const moveTo = (row: number, column: number) => {
    const next = {
      row: Math.max(0, Math.min(rows.length - 1, row)),
      column: Math.max(0, Math.min(columns.length - 1, column)),
    }
    setActive(next)
    rowVirtualizer.scrollToIndex(next.row, { align: 'auto' })
    columnVirtualizer.scrollToIndex(next.column, { align: 'auto' })
  }

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (rows.length === 0 || columns.length === 0) return
    const current = active ?? { row: 0, column: 0 }
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? rowHeight * 10) / rowHeight) - 1)
    const moves: Record<string, () => void> = {
      ArrowDown: () => moveTo(active ? current.row + 1 : 0, current.column),
      ArrowUp: () => moveTo(current.row - 1, current.column),
      ArrowRight: () => moveTo(current.row, active ? current.column + 1 : 0),
      ArrowLeft: () => moveTo(current.row, current.column - 1),
      PageDown: () => moveTo(current.row + page, current.column),
      PageUp: () => moveTo(current.row - page, current.column),
      Home: () => moveTo(event.ctrlKey || event.metaKey ? 0 : current.row, 0),
      End: () => moveTo(event.ctrlKey || event.metaKey ? rows.length - 1 : current.row, columns.length - 1),
      Enter: () => {
        if (active) onCellClick?.(contextFor(active.row, active.column))
      },
    }
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    move()
  }

  return (
    <div
      ref={scrollRef}
      role="grid"
      aria-label={ariaLabel}
      aria-rowcount={rows.length + 1}
      aria-colcount={columns.length}
      aria-readonly="true"
      aria-activedescendant={active ? cellId(active.row, active.column) : undefined}
      tabIndex={0}
      onKeyDown={handleKeyDown}
      className={cn(
        'relative h-full w-full overflow-auto bg-surface font-mono text-xs focus-visible:outline-2 focus-visible:outline-brand',
        className
      )}
    >
      <div role="rowgroup" className="sticky top-0 z-10" style={{ width: totalWidth, height: headerHeight }}>
        <div role="row" aria-rowindex={1} className="relative h-full border-b border-border bg-background">
          {virtualColumns.map((virtualColumn) => (
            <div
              key={virtualColumn.key}
              role="columnheader"
              aria-colindex={virtualColumn.index + 1}
              title={columns[virtualColumn.index].name}
              className="absolute top-0 flex h-full items-center truncate border-r border-border px-3 font-sans font-medium text-foreground"
              style={{ left: virtualColumn.start, width: virtualColumn.size }}
            >
              <span className="truncate">{columns[virtualColumn.index].name}</span>
            </div>
          ))}
        </div>
      </div>
      <div role="rowgroup" className="relative" style={{ width: totalWidth, height: rowVirtualizer.getTotalSize() }}>
        {rowVirtualizer.getVirtualItems().map((virtualRow) => (
          <DataGridRow
            key={virtualRow.key}
            rowIndex={virtualRow.index}
            top={virtualRow.start - headerHeight}
            height={rowHeight}
            width={totalWidth}
            virtualColumns={virtualColumns}
            activeColumn={active?.row === virtualRow.index ? active.column : null}
            cellId={cellId}
            getContext={contextFor}
            renderCell={renderCell}
            isClickable={Boolean(onCellClick)}
            onCellClick={handleCellClick}
          />
        ))}
      </div>
    </div>
  )
}
