import { readableQualifiedName, readableIdent } from '@/lib/sql/quote'
import { hasUnnamedValue, namedRows, type KeyValue } from '@/lib/sql/key-value'
import { quoteLiteral } from '@/lib/sql/quote'

/**
 * DDL of the Wrappers page: foreign servers on an installed wrapper, and foreign tables on a server.
 * Option names are identifiers and their values literals, as CREATE SERVER / CREATE FOREIGN TABLE take them.
 */

export interface ForeignServerDraft {
  name: string
  wrapper: string
  options: KeyValue[]
}

export interface ForeignColumnDraft {
  name: string
  type: string
}

export interface ForeignTableDraft {
  schema: string
  name: string
  server: string
  columns: ForeignColumnDraft[]
  options: KeyValue[]
}

export const EMPTY_FOREIGN_SERVER: ForeignServerDraft = { name: '', wrapper: '', options: [{ name: '', value: '' }] }
export const EMPTY_FOREIGN_TABLE: ForeignTableDraft = {
  schema: 'public',
  name: '',
  server: '',
  columns: [{ name: 'id', type: 'bigint' }],
  options: [{ name: '', value: '' }],
}

// A type as written in DDL: a (possibly schema-qualified) name of words, an optional modifier such as
// (10,2), and array brackets. Nothing else can reach the statement, since types cannot be quoted as literals.
const TYPE_NAME = /^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)?( [a-z_][a-z0-9_]*)*( ?\(\d+( ?, ?\d+)?\))?( [a-z_][a-z0-9_]*)*(\[\])*$/i

export function isTypeName(type: string): boolean {
  return TYPE_NAME.test(type.trim())
}

function optionsClause(options: readonly KeyValue[]): string {
  const rows = namedRows(options)
  if (rows.length === 0) return ''
  return `\noptions (${rows.map((row) => `${readableIdent(row.name)} ${quoteLiteral(row.value)}`).join(', ')})`
}

export type ForeignServerProblems = Partial<Record<'name' | 'wrapper' | 'options', string>>

export function validateForeignServer(draft: ForeignServerDraft): ForeignServerProblems {
  const problems: ForeignServerProblems = {}
  if (!draft.name.trim()) problems.name = 'Give the server a name.'
  if (!draft.wrapper) problems.wrapper = 'Choose the wrapper the server uses.'
  if (hasUnnamedValue(draft.options)) problems.options = 'Every option needs a name.'
  return problems
}

export function buildCreateForeignServerSql(draft: ForeignServerDraft): string {
  return `create server ${readableIdent(draft.name.trim())}\nforeign data wrapper ${readableIdent(draft.wrapper)}${optionsClause(draft.options)}`
}

export function buildDropForeignServerSql(name: string): string {
  return `drop server ${readableIdent(name)}`
}

export type ForeignTableProblems = Partial<Record<'name' | 'server' | 'columns' | 'options', string>>

export function validateForeignTable(draft: ForeignTableDraft): ForeignTableProblems {
  const problems: ForeignTableProblems = {}
  if (!draft.name.trim()) problems.name = 'Give the table a name.'
  if (!draft.server) problems.server = 'Choose the server the table reads from.'
  const columns = draft.columns.filter((column) => column.name.trim() || column.type.trim())
  const badType = columns.find((column) => !isTypeName(column.type))
  if (columns.length === 0) problems.columns = 'Add at least one column.'
  else if (columns.some((column) => !column.name.trim())) problems.columns = 'Every column needs a name.'
  else if (badType) problems.columns = `"${badType.type}" is not a type name (for example text, bigint, numeric(10,2), timestamptz, text[]).`
  if (hasUnnamedValue(draft.options)) problems.options = 'Every option needs a name.'
  return problems
}

export function buildCreateForeignTableSql(draft: ForeignTableDraft): string {
  const columns = draft.columns
    .filter((column) => column.name.trim())
    .map((column) => `  ${readableIdent(column.name.trim())} ${column.type.trim()}`)
  return [
    `create foreign table ${readableQualifiedName(draft.schema, draft.name.trim())} (`,
    columns.join(',\n'),
    `)\nserver ${readableIdent(draft.server)}${optionsClause(draft.options)}`,
  ].join('\n')
}

export function buildDropForeignTableSql(schema: string, name: string): string {
  return `drop foreign table ${readableQualifiedName(schema, name)}`
}
