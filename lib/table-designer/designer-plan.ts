import { addColumnStatements, alterColumnStatements, dropColumnStatements, type ColumnDraft, type TableName } from './column-sql'
import { addForeignKeyStatements, type ForeignKeyDraft } from './foreign-key-sql'
import { alterTableStatements, createTableStatements, type TableSettings } from './table-sql'

/** A row of the designer's columns grid: what the column was (null for a new one) and what it is to be. */
export interface ColumnRow {
  key: string
  original: ColumnDraft | null
  draft: ColumnDraft
  /** A foreign key drawn from this column in the form (existing ones are shown, not edited here). */
  foreignKey: ForeignKeyDraft | null
}

/**
 * Every statement the New table / Edit table panel runs: for a new table one CREATE TABLE; for an
 * existing one the table's own changes first (later statements use its new name and schema), then
 * dropped, changed and added columns, then new foreign keys. Unchanged columns add nothing.
 */
export function designerStatements(original: TableSettings | null, settings: TableSettings, rows: readonly ColumnRow[], dropped: readonly string[]): string[] {
  // A key drawn from a column follows the column's current name; a composite key's other columns are chosen by name.
  const foreignKeys = rows.flatMap((row) =>
    row.foreignKey ? [{ ...row.foreignKey, columns: [row.draft.name, ...row.foreignKey.columns.slice(1)] }] : []
  )
  if (!original) {
    return createTableStatements({ ...settings, columns: rows.map((row) => row.draft), foreignKeys })
  }
  const table: TableName = { schema: settings.schema, name: settings.name }
  const statements = alterTableStatements(original, settings)
  for (const name of dropped) statements.push(...dropColumnStatements(table, name, false))
  for (const row of rows) {
    statements.push(...(row.original ? alterColumnStatements(table, row.original, row.draft) : addColumnStatements(table, row.draft)))
  }
  for (const key of foreignKeys) statements.push(...addForeignKeyStatements(table, key))
  return statements
}

/**
 * Which column a Postgres error is about, so the form can show it there: the first column whose
 * name (or type) the message quotes. -1 when the message names none of them.
 */
export function columnOfError(message: string, rows: readonly ColumnRow[]): number {
  const quoted = [...message.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1])
  const byName = rows.findIndex((row) => quoted.includes(row.draft.name))
  if (byName >= 0) return byName
  return rows.findIndex((row) => row.draft.type !== '' && quoted.some((text) => row.draft.type.includes(text)))
}

/** Defaults that fit a type, offered beside the free-text default field. */
export function defaultSuggestions(type: string): string[] {
  const base = type.replace(/\(.*$/, '').trim().toLowerCase()
  if (type.endsWith('[]')) return ["'{}'"]
  if (['timestamptz', 'timestamp', 'timestamp with time zone', 'timestamp without time zone'].includes(base)) return ['now()', "(now() at time zone 'utc')"]
  if (base === 'date') return ['current_date']
  if (['time', 'timetz'].includes(base)) return ['current_time']
  if (base === 'uuid') return ['gen_random_uuid()']
  if (['bool', 'boolean'].includes(base)) return ['false', 'true']
  if (['int2', 'int4', 'int8', 'integer', 'bigint', 'smallint', 'float4', 'float8', 'numeric', 'real', 'double precision'].includes(base)) return ['0']
  if (['text', 'varchar', 'character varying', 'bpchar'].includes(base)) return ["''"]
  if (['json', 'jsonb'].includes(base)) return ["'{}'::jsonb", "'[]'::jsonb"]
  return []
}
