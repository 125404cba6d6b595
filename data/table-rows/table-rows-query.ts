import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'

import type { PgMetaVariables, PgMetaContext } from '@/data/sql/pg-meta'
import { executeSql } from '@/data/sql/execute-sql'
import type { ResponseError } from '@/lib/api/response-error'
import { shouldRetry } from '@/lib/api/retry'
import { FilterError } from '@/lib/table-editor/filters'
import { buildRowsQuery, cursorFromRow, type Cursor, type PageDirection } from '@/lib/table-editor/keyset'
import { SqlQuoteError } from '@/lib/sql/quote'
import { PAGE_SIZE, type TableRow } from '@/lib/table-editor/types'

import { tableRowKeys, type RowsKeyParams } from './keys'

export interface TableRowsVariables extends PgMetaVariables, RowsKeyParams {
  tableId?: number
}

export interface TableRowsPage {
  /** Rows in display order (backward pages are flipped back). */
  rows: TableRow[]
  /** Whether another page exists beyond this one, in the direction it was read. */
  hasMore: boolean
  /** Cursors of the first and last row as read, kept apart from rows so edits never shift paging. */
  firstCursor: Cursor | null
  lastCursor: Cursor | null
}
/** A Postgres or network error, or a filter the SQL builder refused (a FilterError or SqlQuoteError). */
export type TableRowsError = ResponseError | FilterError | SqlQuoteError

export interface TableRowsPageParam {
  direction: PageDirection
  cursor: Cursor | null
}

export async function getTableRowsPage(
  { projectRef, schema, table, columns, terms, filters }: TableRowsVariables,
  { direction, cursor }: TableRowsPageParam,
  context: PgMetaContext
): Promise<TableRowsPage> {
  const sql = buildRowsQuery({ schema, table, columns, terms, filters, pageDirection: direction, cursor, limit: PAGE_SIZE })
  const result = await executeSql<TableRow>({ projectRef, sql, queryKey: 'table-editor-rows' }, context)
  const page = result.slice(0, PAGE_SIZE)
  const rows = direction === 'forward' ? page : [...page].reverse()
  return {
    rows,
    hasMore: result.length > PAGE_SIZE,
    firstCursor: rows.length > 0 ? cursorFromRow(rows[0], terms) : null,
    lastCursor: rows.length > 0 ? cursorFromRow(rows[rows.length - 1], terms) : null,
  }
}

/**
 * Keyset-paged rows: anchored at the start, pages are appended as the user scrolls down; anchored
 * at the end (the last page), earlier pages are prepended as the user scrolls up.
 */
export const tableRowsQueryOptions = (variables: TableRowsVariables) =>
  infiniteQueryOptions<TableRowsPage, TableRowsError, TableRow[], ReturnType<typeof tableRowKeys.rows>, TableRowsPageParam>({
    queryKey: tableRowKeys.rows(variables.projectRef, variables.tableId, {
      schema: variables.schema,
      table: variables.table,
      columns: variables.columns,
      terms: variables.terms,
      filters: variables.filters,
      anchor: variables.anchor,
    }),
    queryFn: ({ pageParam, client, signal }) => getTableRowsPage(variables, pageParam, { client, signal }),
    initialPageParam: { direction: variables.anchor === 'start' ? 'forward' : 'backward', cursor: null },
    getNextPageParam: (lastPage) =>
      variables.anchor === 'start' && lastPage.hasMore ? { direction: 'forward', cursor: lastPage.lastCursor } : undefined,
    getPreviousPageParam: (firstPage) =>
      variables.anchor === 'end' && firstPage.hasMore ? { direction: 'backward', cursor: firstPage.firstCursor } : undefined,
    // A malformed filter fails the same way every time: show it at once instead of retrying.
    retry: (failureCount, error) =>
      !(error instanceof FilterError || error instanceof SqlQuoteError) && shouldRetry(failureCount, error),
    // All loaded pages as one list, earliest row first.
    select: (data) => data.pages.flatMap((page) => page.rows),
  })

export function useTableRowsQuery(variables: TableRowsVariables, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    ...tableRowsQueryOptions(variables),
    enabled: enabled && Boolean(variables.projectRef) && variables.tableId !== undefined,
  })
}
