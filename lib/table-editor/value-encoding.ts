import { parseJsonInput } from '@/lib/format/json-input'

import { quoteLiteral } from '@/lib/sql/quote'
import type { ColumnInfo } from './types'

/** How a column's values are shown and edited. */
export type ColumnKind = 'boolean' | 'json' | 'array' | 'enum' | 'number' | 'text'

const NUMBER_TYPES = new Set(['smallint', 'integer', 'bigint', 'numeric', 'real', 'double precision'])

export function columnKind(column: Pick<ColumnInfo, 'data_type' | 'format' | 'enums'>): ColumnKind {
  const type = column.data_type.toLowerCase()
  if (type === 'boolean') return 'boolean'
  if (type === 'json' || type === 'jsonb') return 'json'
  if (type === 'array' || column.format.startsWith('_')) return 'array'
  if (column.enums.length > 0) return 'enum'
  if (NUMBER_TYPES.has(type)) return 'number'
  return 'text'
}

/**
 * What an editor holds: SQL NULL is its own state, never an empty string, so "" and NULL stay
 * distinct all the way into the SQL.
 */
export type EditValue = { kind: 'null' } | { kind: 'text'; text: string }

export const NULL_EDIT_VALUE: EditValue = { kind: 'null' }

export function textEditValue(text: string): EditValue {
  return { kind: 'text', text }
}

/** The grid's text for a non-null value. */
export function displayValue(value: unknown): string {
  if (typeof value === 'string') return value
  if (value !== null && typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/** The editor's starting state for a stored value. */
export function toEditValue(value: unknown, kind: ColumnKind): EditValue {
  if (value === null || value === undefined) return NULL_EDIT_VALUE
  if (kind === 'json') return textEditValue(JSON.stringify(value, null, 2))
  if (kind === 'array') return textEditValue(JSON.stringify(value))
  return textEditValue(displayValue(value))
}

export type EncodeResult = { ok: true; sql: string } | { ok: false; error: string }

/**
 * The SQL constant for an edited value: NULL, true/false for booleans, or a quoted string that
 * Postgres reads as the column's type. JSON and arrays are validated here so mistakes show inline.
 */
export function encodeEditValue(edit: EditValue, kind: ColumnKind): EncodeResult {
  if (edit.kind === 'null') return { ok: true, sql: 'NULL' }
  const { text } = edit
  switch (kind) {
    case 'boolean': {
      const normalized = text.trim().toLowerCase()
      if (normalized === 'true' || normalized === 'false') return { ok: true, sql: normalized }
      return { ok: false, error: 'Choose true or false (or set the value to NULL)' }
    }
    case 'json': {
      if (text.trim() === '') return { ok: false, error: 'Enter a JSON value, or set the value to NULL' }
      const parsed = parseJsonInput(text)
      if (!parsed.success) return { ok: false, error: `Invalid JSON: ${parsed.error}` }
      // The user's own text is sent (validated), so big numbers keep every digit.
      return { ok: true, sql: quoteLiteral(text.trim()) }
    }
    case 'array': {
      const trimmed = text.trim()
      // A Postgres array literal ({1,2}) is passed through; Postgres validates it against the type.
      if (trimmed.startsWith('{')) return { ok: true, sql: quoteLiteral(trimmed) }
      const parsed = parseJsonInput(trimmed)
      if (!parsed.success || !Array.isArray(parsed.data)) {
        return { ok: false, error: 'Enter a JSON array such as [1, 2], or a Postgres array such as {1,2}' }
      }
      return { ok: true, sql: quoteLiteral(toPgArrayLiteral(parsed.data)) }
    }
    default:
      return { ok: true, sql: quoteLiteral(text) }
  }
}

/** A JSON array as a Postgres array literal: {1,"two",NULL,{3,4}}. */
export function toPgArrayLiteral(values: readonly unknown[]): string {
  return `{${values.map(arrayElement).join(',')}}`
}

function arrayElement(value: unknown): string {
  if (value === null || value === undefined) return 'NULL'
  if (Array.isArray(value)) return toPgArrayLiteral(value)
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value)
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`
}

/**
 * A stored value (primary key, cursor) as an untyped SQL constant that reads back as the same
 * value of its column: JSON columns take JSON text, array columns a Postgres array literal.
 */
export function storedValueLiteral(value: unknown, kind: ColumnKind = 'text'): string {
  if (value === null || value === undefined) return 'NULL'
  if (kind === 'json') return quoteLiteral(JSON.stringify(value))
  if (Array.isArray(value)) return quoteLiteral(toPgArrayLiteral(value))
  return quoteLiteral(displayValue(value))
}
