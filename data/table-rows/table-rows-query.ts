import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import type { PgMetaVariables, PgMetaContext } from '@/data/sql/pg-meta'
import { executeSql } from '@/data/sql/execute-sql'
import type { ResponseError } from '@/lib/api/response-error'
import { shouldRetry } from '@/lib/api/retry'
import { FilterError } from '@/lib/table-editor/filters'
import { buildRowsQuery, cursorFromRow } from '@/lib/table-editor/keyset'
import type { PageEdges } from '@/lib/table-editor/pager'
import { SqlQuoteError } from '@/lib/sql/quote'
import type { TableRow } from '@/lib/table-editor/types'

import { tableRowKeys, type RowsKeyParams } from './keys'

export interface TableRowsVariables extends PgMetaVariables, RowsKeyParams {
  tableId?: number
}

export interface TableRowsPage extends PageEdges {
  /** Rows in display order (backward pages are flipped back). */
  rows: TableRow[]
}
/** A Postgres or network error, or a filter the SQL builder refused (a FilterError or SqlQuoteError). */
export type TableRowsError = ResponseError | FilterError | SqlQuoteError

export async function getTableRowsPage(
  { projectRef, schema, table, columns, terms, filters, position, pageSize }: TableRowsVariables,
  context: PgMetaContext
): Promise<TableRowsPage> {
  const { direction, cursor } = position
  const sql = buildRowsQuery({ schema, table, columns, terms, filters, pageDirection: direction, cursor, limit: pageSize })
  const result = await executeSql<TableRow>({ projectRef, sql, queryKey: 'table-editor-rows' }, context)
  const page = result.slice(0, pageSize)
  const rows = direction === 'forward' ? page : [...page].reverse()
  return {
    rows,
    hasMore: result.length > pageSize,
    // Kept apart from rows so edits never shift paging.
    firstCursor: rows.length > 0 ? cursorFromRow(rows[0], terms) : null,
    lastCursor: rows.length > 0 ? cursorFromRow(rows[rows.length - 1], terms) : null,
  }
}

/** One keyset page of rows (no OFFSET: page 10,000 costs what page 1 costs). */
export const tableRowsQueryOptions = (variables: TableRowsVariables) =>
  queryOptions<TableRowsPage, TableRowsError>({
    queryKey: tableRowKeys.rows(variables.projectRef, variables.tableId, {
      schema: variables.schema,
      table: variables.table,
      columns: variables.columns,
      terms: variables.terms,
      filters: variables.filters,
      position: variables.position,
      pageSize: variables.pageSize,
    }),
    queryFn: ({ client, signal }) => getTableRowsPage(variables, { client, signal }),
    // A malformed filter fails the same way every time: show it at once instead of retrying.
    retry: (failureCount, error) =>
      !(error instanceof FilterError || error instanceof SqlQuoteError) && shouldRetry(failureCount, error),
  })

export function useTableRowsQuery(variables: TableRowsVariables, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...tableRowsQueryOptions(variables),
    // Keep the current page on screen while the next one loads (the controls stay where they are).
    placeholderData: keepPreviousData,
    enabled: enabled && Boolean(variables.projectRef) && variables.tableId !== undefined,
  })
}
