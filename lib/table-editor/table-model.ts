import { orderTerms, type ColumnShape, type OrderTerm } from './keyset'
import type { RowKey } from './row-mutations'
import type { ColumnInfo, Sort, TableRow } from './types'
import { columnKind, type ColumnKind } from './value-encoding'

/** The pg-meta table fields the editor reads (a PgTable with columns satisfies it). */
export interface TableInfo {
  id: number
  schema: string
  name: string
  columns?: ColumnInfo[]
  primary_keys: { name: string }[]
}

export interface EditorColumn extends ColumnInfo {
  kind: ColumnKind
  /** Whether a cell of this column can be written (never for generated or ALWAYS identity columns). */
  isEditable: boolean
}

export interface TableModel {
  schema: string
  name: string
  columns: EditorColumn[]
  primaryKey: string[]
  /** Without a primary key rows are ordered by ctid and cannot be edited or deleted. */
  hasPrimaryKey: boolean
  rowKey: RowKey
}

/** What the grid needs to know about a table, derived once from its pg-meta description. */
export function toTableModel(table: TableInfo): TableModel {
  const primaryKey = table.primary_keys.map((key) => key.name)
  const hasPrimaryKey = primaryKey.length > 0
  const columns = (table.columns ?? []).map((column) => {
    const kind = columnKind(column)
    const isWritable = column.is_updatable && !column.is_generated && column.identity_generation !== 'ALWAYS'
    return { ...column, kind, isEditable: hasPrimaryKey && isWritable }
  })
  const kinds = new Map(columns.map((column) => [column.name, column.kind]))
  return {
    schema: table.schema,
    name: table.name,
    columns,
    primaryKey,
    hasPrimaryKey,
    rowKey: { primaryKey: primaryKey.map((column) => ({ column, kind: kinds.get(column) ?? 'text' })) },
  }
}

/** Whether a column takes a value on insert: generated and ALWAYS identity columns never do. */
export function isInsertable(column: EditorColumn): boolean {
  return !column.is_generated && column.identity_generation !== 'ALWAYS'
}

/** The ORDER BY of the grid: the URL's sorts on known columns, then the primary key or ctid. */
export function tableOrderTerms(model: TableModel, sorts: readonly Sort[]): OrderTerm[] {
  const shapes = new Map<string, ColumnShape>(
    model.columns.map((column) => [column.name, { isNullable: column.is_nullable, kind: column.kind }])
  )
  const knownSorts = sorts.filter((sort) => shapes.has(sort.column))
  return orderTerms({ primaryKey: model.primaryKey, sorts: knownSorts, columns: shapes })
}

/** A stable React key for a row: its primary key values, or its ctid. */
export function rowIdentity(model: TableModel, row: TableRow): string {
  const columns = model.hasPrimaryKey ? model.primaryKey : ['ctid']
  return JSON.stringify(columns.map((column) => row[column] ?? null))
}
