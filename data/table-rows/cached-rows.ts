import { cacheWrite, type CacheWrite } from '@/lib/api/cache-writes'

import type { RowKey } from '@/lib/table-editor/row-mutations'
import type { TableRow } from '@/lib/table-editor/types'

import type { TableRowsPage } from './table-rows-query'
import { tableRowKeys } from './keys'

/** Whether two rows are the same row by primary key (values compared as JSON, e.g. bigint strings). */
export function isSameRow(key: RowKey, a: TableRow, b: TableRow): boolean {
  return key.primaryKey.every(({ column }) => JSON.stringify(a[column]) === JSON.stringify(b[column]))
}

/**
 * Rewrites the cached rows of a table in place (after an edit or delete) instead of re-reading
 * the page; the paging cursors are left as they were read.
 */
export function cachedRowsWrite(projectRef: string | undefined, tableId: number | undefined, update: (rows: TableRow[]) => TableRow[]): CacheWrite {
  return cacheWrite<TableRowsPage>(
    tableRowKeys.rowsOf(projectRef, tableId),
    (data) => (data ? { ...data, rows: update(data.rows) } : data),
    { exact: false }
  )
}
