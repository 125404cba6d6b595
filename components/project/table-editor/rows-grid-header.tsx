'use client'

import { ArrowDown, ArrowUp, Link2 } from 'lucide-react'

import { cycleSort } from '@/lib/table-editor/sorting'
import { referenceLabel, type EditorColumn } from '@/lib/table-editor/table-model'
import type { Sort } from '@/lib/table-editor/types'

import { ColumnHeaderMenu, type ColumnAction } from './column-header-menu'
import { ACTIONS_COLUMN_WIDTH, HEADER_HEIGHT } from './grid-layout'

export interface RowsGridHeaderProps {
  columns: readonly EditorColumn[]
  widths: readonly number[]
  totalWidth: number
  sorts: readonly Sort[]
  /** Click: sort by this column alone (asc → desc → none); Shift+click: add it to the current sort. */
  onSortChange: (sorts: Sort[]) => void
  isAllSelected: boolean
  canSelect: boolean
  onToggleAll: () => void
  /** Add / edit / drop a column from its header's menu; without it the headers have no menu. */
  onColumnAction?: (action: ColumnAction) => void
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const

export function RowsGridHeader({
  columns,
  widths,
  totalWidth,
  sorts,
  onSortChange,
  isAllSelected,
  canSelect,
  onToggleAll,
  onColumnAction,
}: RowsGridHeaderProps) {
  return (
    <div role="rowgroup" className="sticky top-0 z-10" style={{ width: totalWidth, height: HEADER_HEIGHT }}>
      <div role="row" aria-rowindex={1} className="flex h-full border-b border-border bg-background">
        <div
          role="columnheader"
          className="flex shrink-0 items-center justify-center border-r border-border"
          style={{ width: ACTIONS_COLUMN_WIDTH }}
        >
          <input
            type="checkbox"
            aria-label="Select all loaded rows"
            checked={isAllSelected}
            disabled={!canSelect}
            onChange={onToggleAll}
          />
        </div>
        {columns.map((column, index) => {
          const sort = sorts.find((candidate) => candidate.column === column.name)
          const reference = column.references ? referenceLabel(column.references) : null
          return (
            <div
              key={column.name}
              role="columnheader"
              aria-sort={sort ? ARIA_SORT[sort.direction] : undefined}
              className="flex shrink-0 border-r border-border"
              style={{ width: widths[index] }}
            >
              <button
                type="button"
                title={`Sort by ${column.name} (Shift+click to add to the sort)`}
                onClick={(event) => onSortChange(cycleSort(sorts, column.name, event.shiftKey))}
                className="flex min-w-0 flex-1 items-center gap-1 px-3 text-left hover:bg-surface"
              >
                <span className="flex min-w-0 flex-col">
                  <span className="truncate font-sans font-medium text-foreground">{column.name}</span>
                  <span className="flex min-w-0 items-center gap-1 font-sans text-[11px] text-muted">
                    <span className="shrink-0">{column.format}</span>
                    {reference && (
                      <span className="flex min-w-0 items-center gap-0.5 text-brand" title={`Foreign key → ${reference}`}>
                        <Link2 aria-hidden="true" className="size-3 shrink-0" />
                        <span className="truncate">{`→ ${reference}`}</span>
                      </span>
                    )}
                  </span>
                </span>
                {sort?.direction === 'asc' && <ArrowUp aria-label="sorted ascending" className="size-3 shrink-0" />}
                {sort?.direction === 'desc' && <ArrowDown aria-label="sorted descending" className="size-3 shrink-0" />}
              </button>
              {onColumnAction && <ColumnHeaderMenu column={column.name} onAction={onColumnAction} />}
            </div>
          )
        })}
      </div>
    </div>
  )
}
