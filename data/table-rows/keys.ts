import { projectKeys } from '@/data/projects/keys'
import type { OrderTerm } from '@/lib/table-editor/keyset'
import type { PagePosition } from '@/lib/table-editor/pager'
import type { ColumnReference } from '@/lib/table-editor/table-model'
import type { Filter } from '@/lib/table-editor/types'

export interface RowsKeyParams {
  schema: string
  table: string
  columns: readonly string[]
  terms: readonly OrderTerm[]
  filters: readonly Filter[]
  /** Which page: read forward after, or backward before, a cursor. */
  position: PagePosition
  pageSize: number
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
