'use client'

import { ArrowDown, ArrowUp } from 'lucide-react'

import { cycleSort } from '@/lib/table-editor/sorting'
import type { EditorColumn } from '@/lib/table-editor/table-model'
import type { Sort } from '@/lib/table-editor/types'

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
                  <span className="truncate font-sans text-[11px] text-muted">{column.format}</span>
                </span>
                {sort?.direction === 'asc' && <ArrowUp aria-label="sorted ascending" className="size-3 shrink-0" />}
                {sort?.direction === 'desc' && <ArrowDown aria-label="sorted descending" className="size-3 shrink-0" />}
              </button>
            </div>
          )
        })}
      </div>
    </div>
  )
}
