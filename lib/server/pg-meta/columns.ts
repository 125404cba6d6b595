import 'server-only'

import type { components } from '@/lib/api/platform'
import { columnsSql } from '@/lib/pg-meta/columns-sql'
import type { Database } from '@/lib/server/db/database'

import { schemaCondition, type SchemaFilter } from './schema-filter'

export type PgColumn = components['schemas']['PgColumn']

/** Columns of the relations of the given kinds (relkind letters, e.g. 'rp'), optionally of some relations only. */
export async function listColumns(
  database: Database,
  filter: SchemaFilter,
  relationKinds: string,
  tableIds: number[] | null = null
): Promise<PgColumn[]> {
  const schemas = schemaCondition('n.nspname', filter)
  const sql = columnsSql(schemas.sql, '$3', '$4')
  const kinds = `{${relationKinds.split('').join(',')}}`
  const ids = tableIds ? `{${tableIds.join(',')}}` : null
  const { rows } = await database.query<PgColumn>(sql, [...schemas.params, kinds, ids])
  return rows
}

/** Groups columns under their table's id. */
export function groupByTable(columns: PgColumn[]): Map<number, PgColumn[]> {
  const byTable = new Map<number, PgColumn[]>()
  for (const column of columns) {
    const list = byTable.get(column.table_id)
    if (list) list.push(column)
    else byTable.set(column.table_id, [column])
  }
  return byTable
}
