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
  /** Foreign keys from and to the table, one entry per column pair (pg-meta's relationships). */
  relationships?: readonly TableRelationship[]
}

export interface TableRelationship {
  constraint_name: string
  source_schema: string
  source_table_name: string
  source_column_name: string
  target_table_schema: string
  target_table_name: string
  target_column_name: string
}

/** The column a foreign key column points at. */
export interface ColumnReference {
  schema: string
  table: string
  column: string
  constraint: string
}

export interface EditorColumn extends ColumnInfo {
  kind: ColumnKind
  /** Whether a cell of this column can be written (never for generated or ALWAYS identity columns). */
  isEditable: boolean
  /** The referenced column when this column is (part of) a foreign key; the first key wins. */
  references: ColumnReference | null
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
    return { ...column, kind, isEditable: hasPrimaryKey && isWritable, references: columnReference(table, column.name) }
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

function columnReference(table: TableInfo, column: string): ColumnReference | null {
  const relation = (table.relationships ?? []).find(
    (candidate) => candidate.source_schema === table.schema && candidate.source_table_name === table.name && candidate.source_column_name === column
  )
  if (!relation) return null
  return { schema: relation.target_table_schema, table: relation.target_table_name, column: relation.target_column_name, constraint: relation.constraint_name }
}

/** `schema.table.column`, as the grid header and the row editor name a referenced column. */
export function referenceLabel(reference: ColumnReference): string {
  return `${reference.schema}.${reference.table}.${reference.column}`
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
