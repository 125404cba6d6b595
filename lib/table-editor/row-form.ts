import type { ColumnAssignment } from './row-mutations'
import { isInsertable, type EditorColumn } from './table-model'
import type { TableRow } from './types'
import { encodeEditValue, textEditValue, toEditValue, NULL_EDIT_VALUE, type EditValue } from './value-encoding'

/** A field of the row panel: a value, SQL NULL, or (on insert) the column's default. */
export type FieldValue = EditValue | { kind: 'default' }

export const DEFAULT_FIELD_VALUE: FieldValue = { kind: 'default' }

export type RowFormFields = Record<string, FieldValue>

/** Whether the column has a default to fall back to on insert (a declared default or an identity). */
export function hasDefault(column: EditorColumn): boolean {
  return (column.default_value !== null && column.default_value !== undefined) || column.is_identity
}

/** Insert: columns with a default start on it, nullable ones on NULL, the rest on an empty value. */
export function initialInsertFields(columns: readonly EditorColumn[]): RowFormFields {
  const fields: RowFormFields = {}
  for (const column of columns.filter(isInsertable)) {
    if (hasDefault(column)) fields[column.name] = DEFAULT_FIELD_VALUE
    else if (column.is_nullable) fields[column.name] = NULL_EDIT_VALUE
    else fields[column.name] = textEditValue(column.kind === 'boolean' ? 'false' : '')
  }
  return fields
}

/** Edit: every column starts from the row's stored value. */
export function initialEditFields(columns: readonly EditorColumn[], row: TableRow): RowFormFields {
  return Object.fromEntries(columns.map((column) => [column.name, toEditValue(row[column.name], column.kind)]))
}

function isSameField(a: FieldValue | undefined, b: FieldValue | undefined): boolean {
  if (!a || !b || a.kind !== b.kind) return false
  return a.kind !== 'text' || a.text === (b as { text: string }).text
}

export interface RowFormResult {
  assignments: ColumnAssignment[]
  /** Column name → why its value cannot be written. */
  errors: Record<string, string>
}

/**
 * The SQL assignments of a submitted form. Inserts skip defaulted columns; edits send only the
 * editable columns that changed from `initial`.
 */
export function rowFormAssignments(
  columns: readonly EditorColumn[],
  fields: RowFormFields,
  initial?: RowFormFields
): RowFormResult {
  const assignments: ColumnAssignment[] = []
  const errors: Record<string, string> = {}
  for (const column of columns) {
    const field = fields[column.name]
    if (!field || field.kind === 'default') continue
    if (initial && (!column.isEditable || isSameField(field, initial[column.name]))) continue
    if (field.kind === 'null' && !column.is_nullable) {
      errors[column.name] = `${column.name} cannot be NULL`
      continue
    }
    const encoded = encodeEditValue(field, column.kind)
    if (encoded.ok) assignments.push({ column: column.name, sql: encoded.sql })
    else errors[column.name] = encoded.error
  }
  return { assignments, errors }
}
