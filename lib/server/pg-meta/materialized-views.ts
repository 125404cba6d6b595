import 'server-only'

import type { components } from '@/lib/api/platform'
import { materializedViewsSql } from '@/lib/pg-meta/relations-sql'
import type { Database } from '@/lib/server/db/database'

import { groupByTable, listColumns } from './columns'
import { schemaCondition, type SchemaFilter } from './schema-filter'

export type PgMaterializedView = components['schemas']['PgMaterializedView']

/** Materialized views in postgres-meta's shape; their columns only when asked (postgres-meta's default is without). */
export async function listMaterializedViews(
  database: Database,
  filter: SchemaFilter,
  isColumnsIncluded: boolean
): Promise<PgMaterializedView[]> {
  const schemas = schemaCondition('n.nspname', filter)
  const { rows } = await database.query<PgMaterializedView>(
    materializedViewsSql(schemas.sql),
    schemas.params
  )
  if (!isColumnsIncluded || rows.length === 0) return rows
  const columns = groupByTable(await listColumns(database, filter, 'm', rows.map((row) => row.id)))
  return rows.map((row) => ({ ...row, columns: columns.get(row.id) ?? [] }))
}
