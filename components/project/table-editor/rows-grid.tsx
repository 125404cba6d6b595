'use client'

import { useVirtualizer } from '@tanstack/react-virtual'
import { useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react'

import { rowIdentity, type EditorColumn, type TableModel } from '@/lib/table-editor/table-model'
import type { Sort, TableRow } from '@/lib/table-editor/types'

import { ACTIONS_COLUMN_WIDTH, columnWidths, HEADER_HEIGHT, LOAD_AHEAD_ROWS, ROW_HEIGHT } from './grid-layout'
import type { ColumnAction } from './column-header-menu'
import { RowsGridHeader } from './rows-grid-header'
import { RowsGridRow } from './rows-grid-row'

export interface EditingCell {
  rowKey: string
  column: string
}

export interface RowsGridProps {
  model: TableModel
  rows: readonly TableRow[]
  sorts: readonly Sort[]
  onSortChange: (sorts: Sort[]) => void
  selectedKeys: ReadonlySet<string>
  onSelectedKeysChange: (keys: Set<string>) => void
  editingCell: EditingCell | null
  /** The inline editor of the editing cell. */
  editor: ReactNode
  onEditCell: (row: TableRow, column: EditorColumn) => void
  onExpandRow: (row: TableRow) => void
  hasNextPage: boolean
  hasPreviousPage: boolean
  isFetchingNextPage: boolean
  isFetchingPreviousPage: boolean
  onFetchNextPage: () => void
  onFetchPreviousPage: () => void
  /** Where the view starts: at the first row, or scrolled to the last (after "Last page"). */
  initialScroll: 'top' | 'bottom'
  onColumnAction?: (action: ColumnAction) => void
}

/**
 * The table's rows, virtualized: only the rows in view (plus overscan) are in the DOM. Reaching the
 * end of the loaded rows loads the next page; reaching the top of a view that started at the end
 * loads the previous one and keeps the rows under the pointer still.
 */
export function RowsGrid({
  model,
  rows,
  sorts,
  onSortChange,
  selectedKeys,
  onSelectedKeysChange,
  editingCell,
  editor,
  onEditCell,
  onExpandRow,
  hasNextPage,
  hasPreviousPage,
  isFetchingNextPage,
  isFetchingPreviousPage,
  onFetchNextPage,
  onFetchPreviousPage,
  initialScroll,
  onColumnAction,
}: RowsGridProps) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const hasInitialScrollRef = useRef(initialScroll === 'top')
  const keys = useMemo(() => rows.map((row) => rowIdentity(model, row)), [model, rows])
  const widths = useMemo(() => columnWidths(model.columns, rows), [model.columns, rows])
  const totalWidth = ACTIONS_COLUMN_WIDTH + widths.reduce((sum, width) => sum + width, 0)

  // The virtualizer is mutable by design; this component re-renders on every scroll anyway.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => keys[index] ?? index,
    // The sticky header sits above the first row inside the same scroll container.
    scrollMargin: HEADER_HEIGHT,
    overscan: 10,
  })
  const items = virtualizer.getVirtualItems()
  const firstIndex = items[0]?.index ?? 0
  const lastIndex = items.at(-1)?.index ?? -1

  // "Last page": once its rows arrive, start scrolled to the bottom.
  useLayoutEffect(() => {
    if (hasInitialScrollRef.current || rows.length === 0) return
    hasInitialScrollRef.current = true
    virtualizer.scrollToEnd()
  }, [rows.length, virtualizer])

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= 0 && lastIndex >= rows.length - LOAD_AHEAD_ROWS) {
      onFetchNextPage()
    }
  }, [hasNextPage, isFetchingNextPage, lastIndex, rows.length, onFetchNextPage])

  // Rows prepended above keep the view still: the virtualizer anchors on the row keys.
  useEffect(() => {
    if (!hasInitialScrollRef.current || rows.length === 0) return
    // Read the real offset too: right after the jump to the bottom the rendered range is still the top.
    const isNearTop = (scrollRef.current?.scrollTop ?? 0) <= LOAD_AHEAD_ROWS * ROW_HEIGHT
    if (hasPreviousPage && !isFetchingPreviousPage && firstIndex <= LOAD_AHEAD_ROWS && isNearTop) onFetchPreviousPage()
  }, [hasPreviousPage, isFetchingPreviousPage, firstIndex, rows.length, onFetchPreviousPage])

  const canSelect = model.hasPrimaryKey
  const isAllSelected = rows.length > 0 && keys.every((key) => selectedKeys.has(key))
  const handleToggleAll = () => onSelectedKeysChange(isAllSelected ? new Set() : new Set(keys))
  const handleToggleRow = (key: string) => {
    const next = new Set(selectedKeys)
    if (next.has(key)) next.delete(key)
    else next.add(key)
    onSelectedKeysChange(next)
  }

  return (
    <div
      ref={scrollRef}
      role="grid"
      aria-label={`Rows of ${model.schema}.${model.name}`}
      aria-rowcount={hasNextPage || hasPreviousPage ? -1 : rows.length + 1}
      aria-colcount={model.columns.length + 1}
      aria-multiselectable={canSelect}
      className="relative min-h-0 flex-1 overflow-auto bg-surface font-mono text-xs"
    >
      <RowsGridHeader
        columns={model.columns}
        widths={widths}
        totalWidth={totalWidth}
        sorts={sorts}
        onSortChange={onSortChange}
        isAllSelected={isAllSelected}
        canSelect={canSelect && rows.length > 0}
        onToggleAll={handleToggleAll}
        onColumnAction={onColumnAction}
      />
      <div role="rowgroup" className="relative" style={{ width: totalWidth, height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const row = rows[item.index]
          const key = keys[item.index]
          const editingColumn = editingCell?.rowKey === key ? editingCell.column : null
          return (
            <RowsGridRow
              key={key}
              row={row}
              index={item.index}
              top={item.start - HEADER_HEIGHT}
              columns={model.columns}
              widths={widths}
              totalWidth={totalWidth}
              isSelected={selectedKeys.has(key)}
              canSelect={canSelect}
              canEdit={model.hasPrimaryKey}
              editingColumn={editingColumn}
              editor={editingColumn ? editor : null}
              onToggleSelected={() => handleToggleRow(key)}
              onExpand={() => onExpandRow(row)}
              onEditCell={(column) => onEditCell(row, column)}
            />
          )
        })}
      </div>
      {(isFetchingNextPage || isFetchingPreviousPage) && (
        <p role="status" className="sticky bottom-0 left-0 bg-surface px-3 py-2 font-sans text-muted">
          Loading more rows…
        </p>
      )}
    </div>
  )
}
