import { useMutation } from '@tanstack/react-query'

import type { PgMetaVariables, PgMetaContext } from '@/data/sql/pg-meta'
import { executeSql, type ExecuteSqlError } from '@/data/sql/execute-sql'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import { inTransaction } from '@/lib/sql/transaction'

import { tableRowKeys } from './keys'

export interface SampleRowsInsertVariables extends PgMetaVariables {
  tableId: number
  schema: string
  table: string
  /** The INSERT the user saw (from buildSampleDataSql). */
  sql: string
}

/** Runs the previewed INSERT of generated rows in one transaction: all rows go in, or none. */
export async function insertSampleRows({ projectRef, sql }: SampleRowsInsertVariables, context: PgMetaContext) {
  await executeSql({ projectRef, sql: inTransaction(sql), queryKey: 'sample-data' }, context)
}

export function useSampleRowsInsertMutation(options: UseCustomMutationOptions<void, ExecuteSqlError, SampleRowsInsertVariables> = {}) {
  return useMutation<void, ExecuteSqlError, SampleRowsInsertVariables>({
    mutationFn: insertSampleRows,
    meta: {
      invalidates: (variables: SampleRowsInsertVariables) => [
        tableRowKeys.rowsOf(variables.projectRef, variables.tableId),
        tableRowKeys.rowCount(variables.projectRef, variables.schema, variables.table),
      ],
    },
    ...options,
  })
}
