import { useMutation } from '@tanstack/react-query'

import type { PgMetaVariables, PgMetaContext } from '@/data/sql/pg-meta'
import { executeSql } from '@/data/sql/execute-sql'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import { buildInsertRowSql, type ColumnAssignment } from '@/lib/table-editor/row-mutations'
import type { TableRow } from '@/lib/table-editor/types'

import { tableRowKeys } from './keys'

export interface TableRowInsertVariables extends PgMetaVariables {
  tableId: number
  schema: string
  table: string
  /** Columns left out take their default. */
  values: ColumnAssignment[]
}
export type TableRowInsertData = TableRow | undefined
export type TableRowInsertError = ResponseError

export async function insertTableRow({ projectRef, schema, table, values }: TableRowInsertVariables, context: PgMetaContext) {
  const rows = await executeSql<TableRow>({ projectRef, sql: buildInsertRowSql({ schema, table }, values) }, context)
  return rows[0]
}

export function useTableRowInsertMutation(options: UseCustomMutationOptions<TableRowInsertData, TableRowInsertError, TableRowInsertVariables> = {}) {
  return useMutation<TableRowInsertData, TableRowInsertError, TableRowInsertVariables>({
    mutationFn: insertTableRow,
    // Where the new row lands depends on the sort: read the loaded pages again.
    meta: { invalidates: (variables: TableRowInsertVariables) => [
        tableRowKeys.rowsOf(variables.projectRef, variables.tableId),
        tableRowKeys.rowCount(variables.projectRef, variables.schema, variables.table),
      ] },
    ...options,
  })
}
