import { identifierError } from '@/lib/identifiers/identifier-rules'
import { qualifiedName, quoteIdent, quoteLiteral, SqlQuoteError } from '@/lib/sql/quote'

import { columnTypeSql } from './column-type'

export type IdentityGeneration = 'BY DEFAULT' | 'ALWAYS'

/** A column as the designer edits it; empty strings mean "none". */
export interface ColumnDraft {
  name: string
  /** As columnTypeSql reads it: `int8`, `varchar(40)`, `text[]`, `"public"."mood"`. */
  type: string
  defaultValue: string
  /** A literal is quoted as a string constant; an expression (now(), 0, gen_random_uuid()) is written as is. */
  defaultFormat: 'literal' | 'expression'
  isPrimaryKey: boolean
  isNullable: boolean
  isUnique: boolean
  identity: IdentityGeneration | null
  /** A stored generated column's expression. */
  generated: string
  check: string
  comment: string
}

export interface TableName {
  schema: string
  name: string
}

export const EMPTY_COLUMN: ColumnDraft = {
  name: '',
  type: '',
  defaultValue: '',
  defaultFormat: 'expression',
  isPrimaryKey: false,
  isNullable: true,
  isUnique: false,
  identity: null,
  generated: '',
  check: '',
  comment: '',
}

/** A literal default of '' is written as the expression `''`: an empty field means no default. */
export function hasDefault(column: Pick<ColumnDraft, 'defaultValue'>): boolean {
  return column.defaultValue.trim() !== ''
}

export function defaultSql(column: Pick<ColumnDraft, 'defaultValue' | 'defaultFormat'>): string {
  return column.defaultFormat === 'literal' ? quoteLiteral(column.defaultValue) : column.defaultValue.trim()
}

/**
 * One column's definition inside CREATE TABLE or ADD COLUMN. The primary key is left to the table's
 * constraint (so composite keys work); identity, generated and default exclude each other as in Postgres.
 */
/** Every column name is checked before SQL is built: Postgres would cut one over 63 bytes silently. */
function checkColumnName(name: string): void {
  const error = identifierError('column', name)
  if (error) throw new SqlQuoteError(error)
}

export function columnDefinitionSql(column: ColumnDraft): string {
  checkColumnName(column.name)
  const parts = [quoteIdent(column.name), columnTypeSql(column.type)]
  if (column.identity) parts.push(`generated ${column.identity.toLowerCase()} as identity`)
  else if (column.generated.trim()) parts.push(`generated always as (${column.generated.trim()}) stored`)
  else if (hasDefault(column)) parts.push(`default ${defaultSql(column)}`)
  if (!column.isNullable && !column.isPrimaryKey) parts.push('not null')
  if (column.isUnique && !column.isPrimaryKey) parts.push('unique')
  if (column.check.trim()) parts.push(`check (${column.check.trim()})`)
  return parts.join(' ')
}

export function columnCommentSql(table: TableName, column: string, comment: string): string {
  return `comment on column ${qualifiedName(table.schema, table.name)}.${quoteIdent(column)} is ${comment ? quoteLiteral(comment) : 'null'}`
}

/** ADD COLUMN (and its comment); a primary-key column becomes the table's key. */
export function addColumnStatements(table: TableName, column: ColumnDraft): string[] {
  const target = qualifiedName(table.schema, table.name)
  const statements = [`alter table ${target} add column ${columnDefinitionSql(column)}`]
  if (column.isPrimaryKey) statements.push(`alter table ${target} add primary key (${quoteIdent(column.name)})`)
  if (column.comment) statements.push(columnCommentSql(table, column.name, column.comment))
  return statements
}

export function dropColumnStatements(table: TableName, column: string, isCascade: boolean): string[] {
  return [`alter table ${qualifiedName(table.schema, table.name)} drop column ${quoteIdent(column)}${isCascade ? ' cascade' : ''}`]
}

/**
 * What turns `before` into `after`, in an order Postgres accepts: rename first (later statements use
 * the new name); drop the identity or default a type change would trip over; the type, with a USING
 * cast from the old one; then identity, default, nullability, uniqueness, check and comment.
 * Constraint names follow Postgres's defaults (table_column_key, table_column_check), as
 * postgres-meta does.
 */
export function alterColumnStatements(table: TableName, before: ColumnDraft, after: ColumnDraft): string[] {
  checkColumnName(after.name)
  const target = `alter table ${qualifiedName(table.schema, table.name)}`
  const column = quoteIdent(after.name)
  const alter = (clause: string) => `${target} alter column ${column} ${clause}`
  const statements: string[] = []
  if (before.name !== after.name) statements.push(`${target} rename column ${quoteIdent(before.name)} to ${column}`)

  const beforeType = columnTypeSql(before.type)
  const afterType = columnTypeSql(after.type)
  const isTypeChanged = beforeType !== afterType
  const isDefaultChanged = before.defaultValue !== after.defaultValue || before.defaultFormat !== after.defaultFormat
  const isIdentityDropped = before.identity !== null && (after.identity === null || isTypeChanged)
  const isDefaultDropped = hasDefault(before) && (isTypeChanged || isDefaultChanged || after.identity !== null)

  if (before.generated.trim() !== after.generated.trim()) {
    if (after.generated.trim()) {
      throw new SqlQuoteError("Postgres cannot change a column's generation expression: drop the column and add it again")
    }
    statements.push(alter('drop expression'))
  }
  if (isIdentityDropped) statements.push(alter('drop identity'))
  if (isDefaultDropped) statements.push(alter('drop default'))
  if (isTypeChanged) statements.push(alter(`set data type ${afterType} using ${column}::${afterType}`))
  if (after.identity && (before.identity === null || isIdentityDropped)) {
    statements.push(alter(`add generated ${after.identity.toLowerCase()} as identity`))
  } else if (after.identity && before.identity !== after.identity) {
    statements.push(alter(`set generated ${after.identity.toLowerCase()}`))
  }
  if (!after.identity && hasDefault(after) && (isDefaultChanged || isDefaultDropped)) {
    statements.push(alter(`set default ${defaultSql(after)}`))
  }

  if (before.isNullable !== after.isNullable && !after.isPrimaryKey) {
    statements.push(alter(`${after.isNullable ? 'drop' : 'set'} not null`))
  }
  if (before.isUnique !== after.isUnique) {
    const constraint = quoteIdent(`${table.name}_${after.name}_key`)
    statements.push(after.isUnique ? `${target} add constraint ${constraint} unique (${column})` : `${target} drop constraint ${constraint}`)
  }
  if (before.check.trim() !== after.check.trim()) {
    const constraint = quoteIdent(`${table.name}_${after.name}_check`)
    if (before.check.trim()) statements.push(`${target} drop constraint ${constraint}`)
    if (after.check.trim()) statements.push(`${target} add constraint ${constraint} check (${after.check.trim()})`)
  }
  if (before.comment !== after.comment) statements.push(columnCommentSql(table, after.name, after.comment))
  return statements
}
