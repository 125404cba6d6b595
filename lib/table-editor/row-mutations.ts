import { qualifiedName, quoteIdent } from '@/lib/sql/quote'
import type { TableRow } from './types'
import { storedValueLiteral, type ColumnKind } from './value-encoding'

/** A column and the SQL constant it is set to (from encodeEditValue). */
export interface ColumnAssignment {
  column: string
  sql: string
}

export interface TableRef {
  schema: string
  table: string
}

export interface RowKey {
  /** Primary key columns and their kinds (to quote the stored values right). */
  primaryKey: readonly { column: string; kind: ColumnKind }[]
}

/** Identifies one row by its primary key values (tables without one cannot be edited). */
export function rowKeyCondition({ primaryKey }: RowKey, row: TableRow): string {
  if (primaryKey.length === 0) throw new Error('Rows of a table without a primary key cannot be identified')
  return primaryKey
    .map(({ column, kind }) => {
      const value = row[column]
      if (value === null || value === undefined) throw new Error(`The row has no value for its key column ${column}`)
      return `${quoteIdent(column)} = ${storedValueLiteral(value, kind)}`
    })
    .join(' and ')
}

/** INSERT … RETURNING *; columns left out take their defaults. */
export function buildInsertRowSql({ schema, table }: TableRef, values: readonly ColumnAssignment[]): string {
  const target = qualifiedName(schema, table)
  if (values.length === 0) return `insert into ${target} default values returning *`
  const columns = values.map((value) => quoteIdent(value.column)).join(', ')
  return `insert into ${target} (${columns}) values (${values.map((value) => value.sql).join(', ')}) returning *`
}

/** UPDATE of one row, identified by its primary key. */
export function buildUpdateRowSql(
  { schema, table }: TableRef,
  key: RowKey,
  row: TableRow,
  values: readonly ColumnAssignment[]
): string {
  if (values.length === 0) throw new Error('Nothing to update')
  const assignments = values.map((value) => `${quoteIdent(value.column)} = ${value.sql}`).join(', ')
  return `update ${qualifiedName(schema, table)} set ${assignments} where ${rowKeyCondition(key, row)} returning *`
}

/** DELETE of the given rows, identified by their primary keys. */
export function buildDeleteRowsSql({ schema, table }: TableRef, key: RowKey, rows: readonly TableRow[]): string {
  if (rows.length === 0) throw new Error('No rows to delete')
  const conditions = rows.map((row) => `(${rowKeyCondition(key, row)})`).join(' or ')
  return `delete from ${qualifiedName(schema, table)} where ${conditions}`
}
