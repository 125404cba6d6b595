import { qualifiedName, quoteIdent, SqlQuoteError } from '@/lib/table-editor/sql-quote'

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
