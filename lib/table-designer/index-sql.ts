import { qualifiedName, quoteIdent, SqlQuoteError } from '@/lib/sql/quote'

import type { TableName } from './column-sql'

export const INDEX_METHODS = ['btree', 'hash', 'gin', 'gist', 'brin'] as const
export type IndexMethod = (typeof INDEX_METHODS)[number]

export interface IndexDraft {
  /** Empty lets Postgres name it (table_column_idx). */
  name: string
  columns: string[]
  method: IndexMethod
  isUnique: boolean
  /** A partial index's condition, without WHERE. */
  where: string
}

export function createIndexStatements(table: TableName, index: IndexDraft): string[] {
  if (index.columns.length === 0) throw new SqlQuoteError('Choose at least one column to index')
  if (!INDEX_METHODS.includes(index.method)) throw new SqlQuoteError(`Unknown index method "${index.method}"`)
  if (index.isUnique && index.method !== 'btree') throw new SqlQuoteError('Only btree indexes can be unique')
  const name = index.name.trim() ? `${quoteIdent(index.name)} ` : ''
  const where = index.where.trim() ? ` where ${index.where.trim()}` : ''
  const columns = index.columns.map(quoteIdent).join(', ')
  return [
    `create ${index.isUnique ? 'unique ' : ''}index ${name}on ${qualifiedName(table.schema, table.name)} using ${index.method} (${columns})${where}`,
  ]
}

export function dropIndexStatements(schema: string, name: string): string[] {
  return [`drop index ${qualifiedName(schema, name)}`]
}
