import { useMutation } from '@tanstack/react-query'

import type { PgMetaVariables, PgMetaContext } from '@/data/sql/pg-meta'
import { executeSql } from '@/data/sql/execute-sql'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import { buildDeleteRowsSql, type RowKey } from '@/lib/table-editor/row-mutations'
import type { TableRow } from '@/lib/table-editor/types'

import { isSameRow, cachedRowsWrite } from './cached-rows'
import { tableRowKeys } from './keys'

export interface TableRowsDeleteVariables extends PgMetaVariables {
  tableId: number
  schema: string
  table: string
  key: RowKey
  rows: TableRow[]
}
export type TableRowsDeleteData = void
export type TableRowsDeleteError = ResponseError

export async function deleteTableRows({ projectRef, schema, table, key, rows }: TableRowsDeleteVariables, context: PgMetaContext) {
  await executeSql({ projectRef, sql: buildDeleteRowsSql({ schema, table }, key, rows) }, context)
}

export function useTableRowsDeleteMutation(options: UseCustomMutationOptions<TableRowsDeleteData, TableRowsDeleteError, TableRowsDeleteVariables> = {}) {
  return useMutation<TableRowsDeleteData, TableRowsDeleteError, TableRowsDeleteVariables>({
    mutationFn: deleteTableRows,
    meta: {
      writes: (variables: TableRowsDeleteVariables) => [
        cachedRowsWrite(variables.projectRef, variables.tableId, (rows) =>
          rows.filter((candidate) => !variables.rows.some((deleted) => isSameRow(variables.key, candidate, deleted)))
        ),
      ],
      invalidates: (variables: TableRowsDeleteVariables) => [tableRowKeys.rowCount(variables.projectRef, variables.schema, variables.table)],
    },
    ...options,
  })
}
