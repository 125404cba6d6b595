import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import type { PgMetaVariables, PgMetaContext } from '@/data/sql/pg-meta'
import { executeSql, type ExecuteSqlError } from '@/data/sql/execute-sql'
import { referencedRowsSql } from '@/lib/table-editor/foreign-lookup'
import type { ColumnReference } from '@/lib/table-editor/table-model'
import type { TableRow } from '@/lib/table-editor/types'

import { tableRowKeys } from './keys'

export interface ReferencedRowsVariables extends PgMetaVariables {
  reference: ColumnReference
  search: string
}

/** The first rows of a foreign key's referenced table matching a search: the row editor's lookup list. */
export async function getReferencedRows({ projectRef, reference, search }: ReferencedRowsVariables, context: PgMetaContext) {
  return executeSql<TableRow>({ projectRef, sql: referencedRowsSql(reference, search), queryKey: 'table-editor-lookup' }, context)
}

export const referencedRowsQueryOptions = (variables: ReferencedRowsVariables) =>
  queryOptions<TableRow[], ExecuteSqlError>({
    queryKey: tableRowKeys.referencedRows(variables.projectRef, variables.reference, variables.search.trim()),
    queryFn: (context) => getReferencedRows(variables, context),
  })

export function useReferencedRowsQuery(variables: ReferencedRowsVariables, { enabled = true }: { enabled?: boolean } = {}) {
  // The list stays while the next search loads, instead of flashing empty on every keystroke.
  return useQuery({ ...referencedRowsQueryOptions(variables), enabled: enabled && Boolean(variables.projectRef), placeholderData: keepPreviousData })
}
