import type { ReactNode } from 'react'

import { cn } from '@/lib/utils/cn'

export interface DataTableColumn<Row> {
  header: string
  render: (row: Row) => ReactNode
  className?: string
}

/** A plain table for the short catalogue lists of these pages (jobs, secrets, triggers, wrappers). */
export function DataTable<Row>({
  label,
  columns,
  rows,
  getRowKey,
}: {
  /** The table's accessible name. */
  label: string
  columns: readonly DataTableColumn<Row>[]
  rows: readonly Row[]
  getRowKey: (row: Row, index: number) => string
}) {
  return (
    <div className="overflow-x-auto rounded-md border border-border">
      <table aria-label={label} className="w-full text-left text-sm">
        <thead className="bg-surface text-xs text-muted">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={cn('px-3 py-2 font-medium', column.className)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={getRowKey(row, index)} className="border-t border-border align-top">
              {columns.map((column) => (
                <td key={column.header} className={cn('px-3 py-2', column.className)}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
