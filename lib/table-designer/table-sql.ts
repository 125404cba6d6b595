import { identifierError } from '@/lib/identifiers/identifier-rules'
import { qualifiedName, quoteIdent, quoteLiteral, SqlQuoteError } from '@/lib/sql/quote'

import { columnCommentSql, columnDefinitionSql, type ColumnDraft, type TableName } from './column-sql'
import { foreignKeyClause, type ForeignKeyDraft } from './foreign-key-sql'

export interface TableDraft extends TableName {
  comment: string
  isRlsEnabled: boolean
  columns: ColumnDraft[]
  foreignKeys: ForeignKeyDraft[]
}

/** The first columns of a new table, as users expect: an identity key and a creation time. */
export function newTableColumns(): ColumnDraft[] {
  const base = { defaultFormat: 'expression' as const, isUnique: false, generated: '', check: '', comment: '' }
  return [
    { ...base, name: 'id', type: 'int8', defaultValue: '', isPrimaryKey: true, isNullable: false, identity: 'BY DEFAULT' },
    { ...base, name: 'created_at', type: 'timestamptz', defaultValue: 'now()', isPrimaryKey: false, isNullable: false, identity: null },
  ]
}

function requireName(name: string, what: 'table'): void {
  const error = identifierError(what, name)
  if (error) throw new SqlQuoteError(error)
}

/** CREATE TABLE with its columns, primary key (composite too) and foreign keys; then comments and RLS. */
export function createTableStatements(table: TableDraft): string[] {
  requireName(table.name, 'table')
  const target = qualifiedName(table.schema, table.name)
  const lines = table.columns.map(columnDefinitionSql)
  const keys = table.columns.filter((column) => column.isPrimaryKey).map((column) => quoteIdent(column.name))
  if (keys.length > 0) lines.push(`primary key (${keys.join(', ')})`)
  lines.push(...table.foreignKeys.map(foreignKeyClause))
  const statements = [`create table ${target} (\n${lines.map((line) => `  ${line}`).join(',\n')}\n)`]
  if (table.comment) statements.push(`comment on table ${target} is ${quoteLiteral(table.comment)}`)
  for (const column of table.columns) {
    if (column.comment) statements.push(columnCommentSql(table, column.name, column.comment))
  }
  if (table.isRlsEnabled) statements.push(`alter table ${target} enable row level security`)
  return statements
}

export interface TableSettings extends TableName {
  comment: string
  isRlsEnabled: boolean
}

/** Rename, move, comment and RLS changes of an existing table, each statement naming the table as it then is. */
export function alterTableStatements(before: TableSettings, after: TableSettings): string[] {
  requireName(after.name, 'table')
  const statements: string[] = []
  let current: TableName = { schema: before.schema, name: before.name }
  if (before.name !== after.name) {
    statements.push(`alter table ${qualifiedName(current.schema, current.name)} rename to ${quoteIdent(after.name)}`)
    current = { ...current, name: after.name }
  }
  if (before.schema !== after.schema) {
    statements.push(`alter table ${qualifiedName(current.schema, current.name)} set schema ${quoteIdent(after.schema)}`)
    current = { ...current, schema: after.schema }
  }
  const target = qualifiedName(current.schema, current.name)
  if (before.comment !== after.comment) {
    statements.push(`comment on table ${target} is ${after.comment ? quoteLiteral(after.comment) : 'null'}`)
  }
  if (before.isRlsEnabled !== after.isRlsEnabled) {
    statements.push(`alter table ${target} ${after.isRlsEnabled ? 'enable' : 'disable'} row level security`)
  }
  return statements
}

export function dropTableStatements(table: TableName, isCascade: boolean): string[] {
  return [`drop table ${qualifiedName(table.schema, table.name)}${isCascade ? ' cascade' : ''}`]
}

export function truncateTableStatements(table: TableName, options: { isCascade: boolean; isIdentityRestarted: boolean }): string[] {
  const restart = options.isIdentityRestarted ? ' restart identity' : ''
  return [`truncate table ${qualifiedName(table.schema, table.name)}${restart}${options.isCascade ? ' cascade' : ''}`]
}

/**
 * A copy of a table's structure (columns, defaults, constraints, indexes, column comments) and optionally its
 * rows. Generated columns are left out of the copy of the rows (Postgres computes them); identity
 * values are copied as they are (overriding system value) and the copy's sequence moved past them.
 */
export function duplicateTableStatements(
  source: TableName,
  copyName: string,
  options: { isDataCopied: boolean; insertableColumns: string[]; identityColumns: string[] }
): string[] {
  requireName(copyName, 'table')
  const from = qualifiedName(source.schema, source.name)
  const to = qualifiedName(source.schema, copyName)
  const statements = [`create table ${to} (like ${from} including all)`]
  if (options.isDataCopied && options.insertableColumns.length > 0) {
    const columns = options.insertableColumns.map(quoteIdent).join(', ')
    statements.push(`insert into ${to} (${columns}) overriding system value select ${columns} from ${from}`)
    for (const identity of options.identityColumns) {
      const sequence = `pg_get_serial_sequence(${quoteLiteral(to)}, ${quoteLiteral(identity)})`
      statements.push(`select setval(${sequence}, coalesce(max(${quoteIdent(identity)}), 0) + 1, false) from ${to}`)
    }
  }
  return statements
}
