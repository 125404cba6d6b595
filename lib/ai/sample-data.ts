/**
 * The AI data generator's contract and the SQL it leads to. The dashboard describes the table (the
 * columns a row must be given, their types, keys and checks), the provider answers rows of text
 * values, and the dashboard turns them into one INSERT whose values are quoted by the table editor's
 * own encoding, shown before it runs.
 */
import { qualifiedName, quoteIdent } from '@/lib/sql/quote'
import type { EditorColumn } from '@/lib/table-editor/table-model'
import { encodeEditValue, NULL_EDIT_VALUE, textEditValue } from '@/lib/table-editor/value-encoding'

export const SAMPLE_ROWS_MIN = 1
export const SAMPLE_ROWS_MAX = 50
export const SAMPLE_ROWS_DEFAULT = 10

export interface SampleDataColumn {
  name: string
  /** The column's type as Postgres names it (format: int8, text, my_enum, _text …). */
  type: string
  isNullable: boolean
  isUnique: boolean
  isPrimaryKey: boolean
  enums: string[]
  /** The CHECK constraint's expression, when the column has one. */
  check: string | null
  /** "schema.table.column" of the foreign key's target. */
  references: string | null
  /** Some values the target column holds now, for the generated rows to point at. */
  referenceValues?: string[]
}

/** A foreign key column of the table and the column it points at. */
export interface SampleDataReference {
  column: string
  schema: string
  table: string
  targetColumn: string
}

/** How many existing values of a referenced column the provider is shown. */
export const REFERENCE_VALUES_LIMIT = 20

export interface SampleDataRequest {
  projectRef: string
  schema: string
  table: string
  columns: SampleDataColumn[]
  count: number
  /** What the rows should be about, in the user's words. */
  hint?: string
}

/** Each row: column name → the value as text (JSON text for json and array columns), or null. */
export type SampleRow = Record<string, string | null>

export interface SampleDataAnswer {
  rows: SampleRow[]
}

export interface SampleDataTable {
  schema: string
  name: string
  columns: readonly EditorColumn[]
  primaryKey: readonly string[]
  relationships?: readonly {
    source_schema: string
    source_table_name: string
    source_column_name: string
    target_table_schema: string
    target_table_name: string
    target_column_name: string
  }[]
}

/**
 * The columns a generated row fills: never generated or identity columns, nor columns with a default
 * (the default gives them a value that fits, timestamps and uuids included).
 */
export function sampleDataColumns(table: SampleDataTable): EditorColumn[] {
  return table.columns.filter(
    (column) => !column.is_generated && !column.is_identity && (column.default_value === null || column.default_value === undefined)
  )
}

/** The foreign keys of the generated columns (relationships list both directions: only this table's own). */
export function sampleDataReferences(table: SampleDataTable): SampleDataReference[] {
  const names = new Set(sampleDataColumns(table).map((column) => column.name))
  return (table.relationships ?? [])
    .filter((relation) => relation.source_schema === table.schema && relation.source_table_name === table.name && names.has(relation.source_column_name))
    .map((relation) => ({
      column: relation.source_column_name,
      schema: relation.target_table_schema,
      table: relation.target_table_name,
      targetColumn: relation.target_column_name,
    }))
}

/** Existing values of a referenced column, as text, for the provider to choose foreign keys from. */
export function referenceValuesSql(reference: SampleDataReference): string {
  const column = quoteIdent(reference.targetColumn)
  return `select distinct ${column}::text as value from ${qualifiedName(reference.schema, reference.table)} where ${column} is not null limit ${REFERENCE_VALUES_LIMIT}`
}

export function describeSampleDataColumns(table: SampleDataTable): SampleDataColumn[] {
  const references = sampleDataReferences(table)
  return sampleDataColumns(table).map((column) => {
    const reference = references.find((entry) => entry.column === column.name)
    return {
      name: column.name,
      type: column.format || column.data_type,
      isNullable: column.is_nullable,
      isUnique: column.is_unique === true,
      isPrimaryKey: table.primaryKey.includes(column.name),
      enums: column.enums,
      check: column.check ?? null,
      references: reference ? `${reference.schema}.${reference.table}.${reference.targetColumn}` : null,
    }
  })
}

export type SampleDataSql = { ok: true; sql: string; rowCount: number } | { ok: false; error: string }

/**
 * One INSERT of every generated row. A value that does not fit its column (bad JSON, a boolean that
 * is not true/false, NULL in a NOT NULL column) stops it with the row and column named.
 */
export function buildSampleDataSql(table: SampleDataTable, rows: readonly SampleRow[]): SampleDataSql {
  const columns = sampleDataColumns(table)
  const target = qualifiedName(table.schema, table.name)
  if (rows.length === 0) return { ok: false, error: 'The AI provider answered no rows' }
  if (columns.length === 0) {
    return { ok: true, sql: rows.map(() => `insert into ${target} default values;`).join('\n'), rowCount: rows.length }
  }
  const tuples: string[] = []
  for (const [index, row] of rows.entries()) {
    const values: string[] = []
    for (const column of columns) {
      const raw = row[column.name]
      if ((raw === null || raw === undefined) && !column.is_nullable) {
        return { ok: false, error: `Row ${index + 1} has no value for ${column.name}, which cannot be NULL` }
      }
      const encoded = encodeEditValue(raw === null || raw === undefined ? NULL_EDIT_VALUE : textEditValue(String(raw)), column.kind)
      if (!encoded.ok) return { ok: false, error: `Row ${index + 1}, ${column.name}: ${encoded.error}` }
      values.push(encoded.sql)
    }
    tuples.push(`  (${values.join(', ')})`)
  }
  const names = columns.map((column) => quoteIdent(column.name)).join(', ')
  return { ok: true, sql: `insert into ${target} (${names}) values\n${tuples.join(',\n')};`, rowCount: rows.length }
}
