import 'server-only'

import type { components } from '@/lib/api/platform'
import type { Database } from '@/lib/server/db/database'

import { groupByTable, listColumns } from './columns'
import { schemaCondition, type SchemaFilter } from './schema-filter'

export type PgForeignTable = components['schemas']['PgForeignTable']

const FOREIGN_TABLES_SQL = `
select
  c.oid as id,
  n.nspname as schema,
  c.relname as name,
  pg_catalog.obj_description(c.oid, 'pg_class') as comment
from pg_catalog.pg_class c
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
where c.relkind = 'f' and %SCHEMAS%
order by n.nspname, c.relname`

/** Foreign tables in postgres-meta's shape; with their columns unless asked not to (postgres-meta's default). */
export async function listForeignTables(
  database: Database,
  filter: SchemaFilter,
  isColumnsIncluded: boolean
): Promise<PgForeignTable[]> {
  const schemas = schemaCondition('n.nspname', filter)
  const { rows } = await database.query<PgForeignTable>(FOREIGN_TABLES_SQL.replace('%SCHEMAS%', schemas.sql), schemas.params)
  if (!isColumnsIncluded || rows.length === 0) return rows
  const columns = groupByTable(await listColumns(database, filter, 'f', rows.map((row) => row.id)))
  return rows.map((row) => ({ ...row, columns: columns.get(row.id) ?? [] }))
}
