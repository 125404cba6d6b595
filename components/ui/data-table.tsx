import type { ReactNode, TdHTMLAttributes } from 'react'

import { cn } from '@/lib/utils/cn'

export interface DataTableColumn<Row> {
  /** The column's header text (and its key): always there for assistive technology. */
  header: string
  /** Shows the header to assistive technology only (an actions or remove column). */
  isHeaderHidden?: boolean
  render: (row: Row, index: number) => ReactNode
  /** Classes of the column's cells, header included. */
  className?: string
  headerClassName?: string
  /** The cell names its row: a `<th scope="row">`, as a matrix or a list of metrics needs. */
  isRowHeader?: boolean
  /** Attributes of one cell (a `title` with the whole value of a truncated one). */
  cellProps?: (row: Row) => TdHTMLAttributes<HTMLTableCellElement>
}

/**
 * `boxed`: a bordered box with a shaded header, for lists that are the page's content.
 * `plain`: rules between rows only, for tables inside a section or a dialog.
 */
type DataTableVariant = 'boxed' | 'plain'

const STYLES: Record<DataTableVariant, { container: string; table: string; headRow: string; head: string; row: string; cell: string }> = {
  boxed: {
    container: 'overflow-x-auto rounded-md border border-border',
    table: 'w-full text-left text-sm',
    headRow: 'bg-surface text-xs text-muted',
    head: 'px-3 py-2 font-medium',
    row: 'border-t border-border align-top',
    cell: 'px-3 py-2',
  },
  plain: {
    // A wide table scrolls inside itself on a narrow screen instead of widening the page.
    container: 'overflow-x-auto',
    table: 'w-full text-left text-sm',
    headRow: 'border-b border-border text-left text-xs text-muted',
    head: 'py-1.5 pr-3 font-medium',
    row: 'border-b border-border/60 align-top',
    cell: 'py-2 pr-3',
  },
}

/**
 * Every table of the dashboard: a header cell per column (`scope="col"`), an accessible name (`label`
 * or a visible `caption`), and rows from `rows`. Tables whose rows are components of their own (a
 * form row) pass `renderRow`; a row that opens a detail below it passes `renderRowDetail`.
 */
export function DataTable<Row>({
  label,
  caption,
  columns,
  rows,
  getRowKey,
  variant = 'boxed',
  className,
  containerClassName,
  rowClassName,
  renderRow,
  renderRowDetail,
  footer,
}: {
  /** The table's accessible name (when there is no caption). */
  label?: string
  /** A visible caption, which names the table. */
  caption?: ReactNode
  columns: readonly DataTableColumn<Row>[]
  rows: readonly Row[]
  getRowKey: (row: Row, index: number) => string
  variant?: DataTableVariant
  className?: string
  containerClassName?: string
  rowClassName?: string
  /** Renders a whole row (a `<tr>`) instead of the columns' cells. */
  renderRow?: (row: Row, index: number) => ReactNode
  /** A full-width row below a row (or null): an expanded detail. */
  renderRowDetail?: (row: Row, index: number) => ReactNode
  /** Rows of the table's foot (a total). */
  footer?: ReactNode
}) {
  const styles = STYLES[variant]
  const table = (
    <table aria-label={label} className={cn(styles.table, className)}>
      {caption !== undefined && <caption className="pb-2 text-left font-medium">{caption}</caption>}
      <thead>
        <tr className={styles.headRow}>
          {columns.map((column) => (
            <th key={column.header} scope="col" className={cn(styles.head, column.className, column.headerClassName)}>
              {column.isHeaderHidden ? <span className="sr-only">{column.header}</span> : column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => {
          const key = getRowKey(row, index)
          if (renderRow) return <RowFragment key={key}>{renderRow(row, index)}</RowFragment>
          const detail = renderRowDetail?.(row, index)
          return (
            <RowFragment key={key}>
              <tr className={cn(styles.row, rowClassName)}>
                {columns.map((column) => {
                  const Cell = column.isRowHeader ? 'th' : 'td'
                  return (
                    <Cell
                      key={column.header}
                      scope={column.isRowHeader ? 'row' : undefined}
                      {...column.cellProps?.(row)}
                      className={cn(styles.cell, column.isRowHeader && 'text-left font-normal', column.className)}
                    >
                      {column.render(row, index)}
                    </Cell>
                  )
                })}
              </tr>
              {detail ? (
                <tr className={styles.row}>
                  <td colSpan={columns.length} className="px-3 py-3">
                    {detail}
                  </td>
                </tr>
              ) : null}
            </RowFragment>
          )
        })}
      </tbody>
      {footer !== undefined && <tfoot>{footer}</tfoot>}
    </table>
  )
  return <div className={cn(styles.container, containerClassName)}>{table}</div>
}

function RowFragment({ children }: { children: ReactNode }) {
  return <>{children}</>
}
