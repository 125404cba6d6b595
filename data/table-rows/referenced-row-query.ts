import { queryOptions, useQuery } from '@tanstack/react-query'

import type { PgMetaVariables, PgMetaContext } from '@/data/sql/pg-meta'
import { executeSql, type ExecuteSqlError } from '@/data/sql/execute-sql'
import { referencedRowSql } from '@/lib/table-editor/foreign-lookup'
import type { ColumnReference } from '@/lib/table-editor/table-model'
import type { TableRow } from '@/lib/table-editor/types'

import { tableRowKeys } from './keys'

export interface ReferencedRowVariables extends PgMetaVariables {
  reference: ColumnReference
  value: string
}

/** The row a foreign key value points at, or null when the referenced table has none with that value. */
export async function getReferencedRow({ projectRef, reference, value }: ReferencedRowVariables, context: PgMetaContext) {
  const rows = await executeSql<TableRow>({ projectRef, sql: referencedRowSql(reference, value), queryKey: 'table-editor-lookup' }, context)
  return rows[0] ?? null
}

export const referencedRowQueryOptions = (variables: ReferencedRowVariables) =>
  queryOptions<TableRow | null, ExecuteSqlError>({
    queryKey: tableRowKeys.referencedRow(variables.projectRef, variables.reference, variables.value),
    queryFn: (context) => getReferencedRow(variables, context),
    // A value the referenced column cannot read (e.g. letters for a number) fails the same way again.
    retry: false,
  })

export function useReferencedRowQuery(variables: ReferencedRowVariables, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...referencedRowQueryOptions(variables), enabled: enabled && Boolean(variables.projectRef) })
}
