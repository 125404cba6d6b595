import { useMutation } from '@tanstack/react-query'

import type { PgMetaVariables, PgMetaContext } from '@/data/sql/pg-meta'
import { executeSql } from '@/data/sql/execute-sql'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import { buildUpdateRowSql, type ColumnAssignment, type RowKey } from '@/lib/table-editor/row-mutations'
import type { TableRow } from '@/lib/table-editor/types'

import { isSameRow, cachedRowsWrite } from './cached-rows'

export interface TableRowUpdateVariables extends PgMetaVariables {
  tableId: number
  schema: string
  table: string
  key: RowKey
  /** The row as it was read (its primary key identifies it). */
  row: TableRow
  values: ColumnAssignment[]
}
export type TableRowUpdateData = TableRow | undefined
export type TableRowUpdateError = ResponseError

export const ROW_NOT_UPDATED_MESSAGE = 'The row was not updated: it may have been deleted, or a policy hides it'

export async function updateTableRow({
  projectRef,
  schema,
  table,
  key,
  row,
  values,
}: TableRowUpdateVariables, context: PgMetaContext): Promise<TableRowUpdateData> {
  const rows = await executeSql<TableRow>({ projectRef, sql: buildUpdateRowSql({ schema, table }, key, row, values) }, context)
  if (rows.length === 0) throw new Error(ROW_NOT_UPDATED_MESSAGE)
  return rows[0]
}

export function useTableRowUpdateMutation(options: UseCustomMutationOptions<TableRowUpdateData, TableRowUpdateError, TableRowUpdateVariables> = {}) {
  return useMutation<TableRowUpdateData, TableRowUpdateError, TableRowUpdateVariables>({
    mutationFn: updateTableRow,
    meta: {
      writes: (variables: TableRowUpdateVariables, data: TableRowUpdateData | undefined) =>
        data
          ? [
              cachedRowsWrite(variables.projectRef, variables.tableId, (rows) =>
                rows.map((candidate) => (isSameRow(variables.key, candidate, variables.row) ? { ...candidate, ...data } : candidate))
              ),
            ]
          : [],
    },
    ...options,
  })
}
