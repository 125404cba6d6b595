import type { CsvRecord } from '@/lib/csv/csv-parser'
import { qualifiedName, quoteIdent } from '@/lib/sql/quote'

import { checkValue, type ImportColumn, type ValueKind } from './value-checks'

/**
 * Column types for a new table, guessed from a sample of the CSV: the narrowest type every
 * non-empty sample value passes (the same checks the import runs), text when nothing narrower fits.
 * The user can change each before the CREATE TABLE is shown.
 */
export const NEW_COLUMN_TYPES = ['bigint', 'numeric', 'boolean', 'date', 'timestamptz', 'uuid', 'jsonb', 'text'] as const
export type NewColumnType = (typeof NEW_COLUMN_TYPES)[number]

const KIND_OF_TYPE: Record<NewColumnType, ValueKind> = {
  bigint: 'int8',
  numeric: 'numeric',
  boolean: 'bool',
  date: 'date',
  timestamptz: 'timestamp',
  uuid: 'uuid',
  jsonb: 'json',
  text: 'text',
}

/** Tried in this order: the first type all sample values pass wins. */
const CANDIDATES: readonly NewColumnType[] = ['bigint', 'numeric', 'boolean', 'date', 'timestamptz', 'uuid', 'jsonb']

export interface NewColumn {
  name: string
  type: NewColumnType
}

/** The import's view of a new column: nullable, so only the type is checked. */
export function newImportColumn({ name, type }: NewColumn): ImportColumn {
  return { name, kind: KIND_OF_TYPE[type], isArray: false, isRequired: false, enumValues: [] }
}

function fits(type: NewColumnType, values: readonly string[]): boolean {
  const column = newImportColumn({ name: 'sample', type })
  // JSON only for objects and arrays: a column of plain numbers or words is not jsonb.
  if (type === 'jsonb' && !values.every((value) => /^\s*[[{]/.test(value))) return false
  // 0/1 and yes/no pass as booleans, but a column of 0s and 1s reads better as numbers.
  if (type === 'boolean' && !values.every((value) => /^(true|false|t|f)$/i.test(value.trim()))) return false
  return values.every((value) => checkValue(value, column).ok)
}

export function inferColumnType(values: readonly (string | null)[]): NewColumnType {
  const present = values.filter((value): value is string => value !== null && value !== '')
  if (present.length === 0) return 'text'
  return CANDIDATES.find((type) => fits(type, present)) ?? 'text'
}

export function inferColumns(headers: readonly string[], sample: readonly CsvRecord[]): NewColumn[] {
  return headers.map((header, index) => ({
    name: header.trim(),
    type: inferColumnType(sample.map((record) => record.fields[index] ?? null)),
  }))
}

/** The new table: every CSV column, nullable, in file order. */
export function createTableSql(schema: string, table: string, columns: readonly NewColumn[]): string {
  const list = columns.map((column) => `  ${quoteIdent(column.name)} ${column.type}`).join(',\n')
  return `create table ${qualifiedName(schema, table)} (\n${list}\n)`
}
