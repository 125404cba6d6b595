import { qualifiedName, quoteIdent, SqlQuoteError } from '@/lib/sql/quote'

import type { TableName } from './column-sql'

export const FOREIGN_KEY_ACTIONS = ['NO ACTION', 'RESTRICT', 'CASCADE', 'SET NULL', 'SET DEFAULT'] as const
export type ForeignKeyAction = (typeof FOREIGN_KEY_ACTIONS)[number]

/** A foreign key from one or more columns to the same number of columns of another (or the same) table. */
export interface ForeignKeyDraft {
  /** The constraint's name; empty lets Postgres name it (table_column_fkey). */
  name: string
  columns: string[]
  referencedSchema: string
  referencedTable: string
  referencedColumns: string[]
  onDelete: ForeignKeyAction
  onUpdate: ForeignKeyAction
}

/** The FOREIGN KEY clause of a CREATE TABLE or ADD CONSTRAINT. */
export function foreignKeyClause(key: ForeignKeyDraft): string {
  if (key.columns.length === 0 || key.referencedTable.trim() === '') {
    throw new SqlQuoteError('A foreign key needs its columns and the table they reference')
  }
  if (key.columns.length !== key.referencedColumns.length) {
    throw new SqlQuoteError('A foreign key references as many columns as it has')
  }
  if ([...key.columns, ...key.referencedColumns].some((column) => column.trim() === '')) {
    throw new SqlQuoteError('Choose each column of the foreign key and the column it references')
  }
  if (!FOREIGN_KEY_ACTIONS.includes(key.onDelete) || !FOREIGN_KEY_ACTIONS.includes(key.onUpdate)) {
    throw new SqlQuoteError('Unknown foreign key action')
  }
  const name = key.name.trim() ? `constraint ${quoteIdent(key.name)} ` : ''
  const columns = key.columns.map(quoteIdent).join(', ')
  const referenced = key.referencedColumns.map(quoteIdent).join(', ')
  const actions = `on update ${key.onUpdate.toLowerCase()} on delete ${key.onDelete.toLowerCase()}`
  return `${name}foreign key (${columns}) references ${qualifiedName(key.referencedSchema, key.referencedTable)} (${referenced}) ${actions}`
}

export function addForeignKeyStatements(table: TableName, key: ForeignKeyDraft): string[] {
  return [`alter table ${qualifiedName(table.schema, table.name)} add ${foreignKeyClause(key)}`]
}

/**
 * A key's column pairs after one pair is set, added or removed: both lists stay as long as each other,
 * an unchosen column as '' (the builder refuses those until they are chosen).
 */
export function setForeignKeyPair(key: ForeignKeyDraft, index: number, pair: { column?: string; referenced?: string }): ForeignKeyDraft {
  const columns = [...key.columns]
  const referencedColumns = Array.from({ length: Math.max(columns.length, index + 1) }, (_, at) => key.referencedColumns[at] ?? '')
  while (columns.length < referencedColumns.length) columns.push('')
  if (pair.column !== undefined) columns[index] = pair.column
  if (pair.referenced !== undefined) referencedColumns[index] = pair.referenced
  return { ...key, columns, referencedColumns }
}

export function removeForeignKeyPair(key: ForeignKeyDraft, index: number): ForeignKeyDraft {
  return {
    ...key,
    columns: key.columns.filter((_, at) => at !== index),
    referencedColumns: key.referencedColumns.filter((_, at) => at !== index),
  }
}
