import type { InfiniteData } from '@tanstack/react-query'

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
 * every loaded page; the paging cursors are left as they were read.
 */
export function cachedRowsWrite(projectRef: string | undefined, tableId: number | undefined, update: (rows: TableRow[]) => TableRow[]): CacheWrite {
  return cacheWrite<InfiniteData<TableRowsPage>>(
    tableRowKeys.rowsOf(projectRef, tableId),
    (data) => (data ? { ...data, pages: data.pages.map((page) => ({ ...page, rows: update(page.rows) })) } : data),
    { exact: false }
  )
}
