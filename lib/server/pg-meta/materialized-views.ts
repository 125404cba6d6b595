import 'server-only'

import type { components } from '@/lib/api/platform'
import type { Database } from '@/lib/server/db/database'

import { groupByTable, listColumns } from './columns'
import { schemaCondition, type SchemaFilter } from './schema-filter'

export type PgMaterializedView = components['schemas']['PgMaterializedView']

const MATERIALIZED_VIEWS_SQL = `
select
  c.oid as id,
  n.nspname as schema,
  c.relname as name,
  c.relispopulated as is_populated,
  pg_catalog.obj_description(c.oid, 'pg_class') as comment
from pg_catalog.pg_class c
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
where c.relkind = 'm' and %SCHEMAS%
order by n.nspname, c.relname`

/** Materialized views in postgres-meta's shape; their columns only when asked (postgres-meta's default is without). */
export async function listMaterializedViews(
  database: Database,
  filter: SchemaFilter,
  isColumnsIncluded: boolean
): Promise<PgMaterializedView[]> {
  const schemas = schemaCondition('n.nspname', filter)
  const { rows } = await database.query<PgMaterializedView>(
    MATERIALIZED_VIEWS_SQL.replace('%SCHEMAS%', schemas.sql),
    schemas.params
  )
  if (!isColumnsIncluded || rows.length === 0) return rows
  const columns = groupByTable(await listColumns(database, filter, 'm', rows.map((row) => row.id)))
  return rows.map((row) => ({ ...row, columns: columns.get(row.id) ?? [] }))
}
