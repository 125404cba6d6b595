'use client'

import { memo } from 'react'

import { AppLink } from '@/components/ui/app-link'
import { BOX, type ColumnItem } from '@/lib/schema-visualizer/graph'
import type { PlacedTable } from '@/lib/schema-visualizer/layout'

const MARKER_CLASS = 'rounded px-1 text-[10px] leading-4 font-semibold'

function ColumnMarkers({ column }: { column: ColumnItem }) {
  return (
    <span className="flex shrink-0 gap-0.5">
      {column.isPrimaryKey && (
        <span className={`${MARKER_CLASS} bg-brand text-brand-foreground`} title="Primary key">
          PK
        </span>
      )}
      {column.isForeignKey && (
        <span className={`${MARKER_CLASS} border border-border`} title={`Foreign key to ${column.references.join(', ')}`}>
          FK
        </span>
      )}
      {column.isUnique && (
        <span className={`${MARKER_CLASS} border border-border`} title="Unique">
          UQ
        </span>
      )}
    </span>
  )
}

/** What a screen reader hears for a row: the markers spelled out. */
function describeColumn(column: ColumnItem): string {
  const parts = [column.name, column.type]
  if (column.isPrimaryKey) parts.push('primary key')
  if (column.references.length > 0) parts.push(`references ${column.references.join(', ')}`)
  if (column.isUnique) parts.push('unique')
  parts.push(column.isNullable ? 'nullable' : 'not null')
  return parts.join(', ')
}

/**
 * One table on the canvas, at its laid-out place. Memoised on its placement: panning and zooming
 * move the layer the boxes sit in, so a box re-renders only when the layout or the detail level changes.
 * Far out, the rows are left out (their text would be a few pixels tall); the box keeps its size.
 */
export const TableBox = memo(function TableBox({
  placed,
  href,
  isCompact,
  onHighlight,
}: {
  placed: PlacedTable
  href: string
  isCompact: boolean
  /** Called with the table's key while the pointer or focus is on it, and null when it leaves. */
  onHighlight: (key: string | null) => void
}) {
  const { node } = placed
  return (
    <section
      aria-label={`Table ${node.name}`}
      data-table-box={node.name}
      onPointerEnter={() => onHighlight(node.key)}
      onPointerLeave={() => onHighlight(null)}
      onFocus={() => onHighlight(node.key)}
      onBlur={() => onHighlight(null)}
      className="absolute flex flex-col overflow-hidden rounded-md border border-border bg-surface shadow-sm"
      style={{ left: placed.x, top: placed.y, width: node.width, height: node.height }}
    >
      <AppLink
        href={href}
        prefetch={false}
        draggable={false}
        className="flex shrink-0 items-center truncate border-b border-border bg-background px-3 text-sm font-semibold text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-brand"
        style={{ height: BOX.headerHeight }}
        title={`Open ${node.name} in the table editor`}
      >
        {node.name}
      </AppLink>
      {isCompact ? (
        <p className="px-3 py-1 text-xs text-muted">{`${node.columns.length} columns`}</p>
      ) : node.columns.length === 0 ? (
        <p className="px-3 text-xs text-muted" style={{ lineHeight: `${BOX.rowHeight}px` }}>
          No columns
        </p>
      ) : (
        <ul className="font-mono text-xs">
          {node.columns.map((column) => (
            <li
              key={column.name}
              aria-label={describeColumn(column)}
              className="flex items-center gap-2 px-3"
              style={{ height: BOX.rowHeight }}
            >
              <span aria-hidden="true" className="min-w-0 flex-1 truncate text-foreground">
                {column.name}
              </span>
              <span aria-hidden="true" className="shrink-0 truncate text-muted">
                {column.isNullable ? `${column.type}?` : column.type}
              </span>
              <span aria-hidden="true">
                <ColumnMarkers column={column} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
})
