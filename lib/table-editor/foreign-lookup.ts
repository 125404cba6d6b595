import { qualifiedName, quoteIdent, quoteLiteral } from '@/lib/sql/quote'
import type { ColumnReference } from './table-model'
import type { TableRow } from './types'
import { displayValue } from './value-encoding'

/** Rows the lookup lists at most: enough to pick from, few enough to read; searching narrows the rest. */
export const LOOKUP_LIMIT = 20

/**
 * The first rows of a referenced table, ordered by the referenced column, optionally only those whose
 * text (the whole row cast to text, so every column is searched) contains the search, case-insensitively.
 */
export function referencedRowsSql(reference: ColumnReference, search: string, limit = LOOKUP_LIMIT): string {
  const where = search.trim() ? ` where strpos(lower(t::text), lower(${quoteLiteral(search.trim())})) > 0` : ''
  return `select t.* from ${qualifiedName(reference.schema, reference.table)} as t${where} order by t.${quoteIdent(reference.column)} limit ${limit}`
}

/** The referenced row of a value: the literal is read as the referenced column's type, as the key compares it. */
export function referencedRowSql(reference: ColumnReference, value: string): string {
  return `select t.* from ${qualifiedName(reference.schema, reference.table)} as t where t.${quoteIdent(reference.column)} = ${quoteLiteral(value)} limit 1`
}

/** A row in one line for the lookup list: `id: 1 · name: Ann · …`, long values cut short. */
export function rowSummary(row: TableRow, maxLength = 120): string {
  const text = Object.entries(row)
    .map(([column, value]) => `${column}: ${value === null || value === undefined ? 'NULL' : displayValue(value)}`)
    .join(' · ')
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text
}

/**
 * The column a failed insert or update is about, so the row editor shows Postgres's message at that
 * field: the DETAIL's `Key (column)=(…)` of a unique or foreign key violation, or the `column "…"`
 * of a NOT NULL violation. Null when neither names a column of the form.
 */
export function columnOfRowError(message: string, detail: string | undefined, columns: readonly string[]): string | null {
  const key = detail ? /^Key \((.*?)\)=\(/.exec(detail) : null
  const candidates = key ? key[1].split(', ').map((name) => name.replace(/^"(.*)"$/, '$1').replaceAll('""', '"')) : []
  for (const match of message.matchAll(/column "((?:[^"]|"")*)"/g)) candidates.push(match[1].replaceAll('""', '"'))
  return candidates.find((name) => columns.includes(name)) ?? null
}
