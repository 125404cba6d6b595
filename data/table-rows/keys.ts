import { projectKeys } from '@/data/projects/keys'
import type { OrderTerm } from '@/lib/table-editor/keyset'
import type { ColumnReference } from '@/lib/table-editor/table-model'
import type { Filter } from '@/lib/table-editor/types'

/** Where the grid starts reading: the first rows, or the last ones ("jump to the last page"). */
export type RowsAnchor = 'start' | 'end'

export interface RowsKeyParams {
  schema: string
  table: string
  columns: readonly string[]
  terms: readonly OrderTerm[]
  filters: readonly Filter[]
  anchor: RowsAnchor
}

/** Table-editor keys live under the project's database keys, so DDL changes invalidate them too. */
export const tableRowKeys = {
  rowsOf: (projectRef: string | undefined, tableId: number | undefined) =>
    [...projectKeys.database(projectRef), 'table-rows', tableId] as const,
  rows: (projectRef: string | undefined, tableId: number | undefined, params: RowsKeyParams) =>
    [...projectKeys.database(projectRef), 'table-rows', tableId, params] as const,
  rowCount: (projectRef: string | undefined, schema: string | undefined, table: string | undefined) =>
    [...projectKeys.database(projectRef), 'row-count', schema, table] as const,
  referencedRows: (projectRef: string | undefined, reference: ColumnReference, search: string) =>
    [...projectKeys.database(projectRef), 'referenced-rows', reference.schema, reference.table, reference.column, search] as const,
  referencedRow: (projectRef: string | undefined, reference: ColumnReference, value: string) =>
    [...projectKeys.database(projectRef), 'referenced-row', reference.schema, reference.table, reference.column, value] as const,
}
