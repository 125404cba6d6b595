import 'server-only'

import type { components } from '@/lib/api/platform'
import { foreignTablesSql } from '@/lib/pg-meta/relations-sql'
import type { Database } from '@/lib/server/db/database'

import { groupByTable, listColumns } from './columns'
import { schemaCondition, type SchemaFilter } from './schema-filter'

export type PgForeignTable = components['schemas']['PgForeignTable']

/** Foreign tables in postgres-meta's shape; with their columns unless asked not to (postgres-meta's default). */
export async function listForeignTables(
  database: Database,
  filter: SchemaFilter,
  isColumnsIncluded: boolean
): Promise<PgForeignTable[]> {
  const schemas = schemaCondition('n.nspname', filter)
  const { rows } = await database.query<PgForeignTable>(foreignTablesSql(schemas.sql), schemas.params)
  if (!isColumnsIncluded || rows.length === 0) return rows
  const columns = groupByTable(await listColumns(database, filter, 'f', rows.map((row) => row.id)))
  return rows.map((row) => ({ ...row, columns: columns.get(row.id) ?? [] }))
}
