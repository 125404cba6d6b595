import 'server-only'

import type { components } from '@/lib/api/platform'
import type { Database } from '@/lib/server/db/database'

import { groupByTable, listColumns } from './columns'
import { schemaCondition, type SchemaFilter } from './schema-filter'

export type PgView = components['schemas']['PgView']

// A view is updatable when it accepts both UPDATE (4) and DELETE (16), as information_schema says.
const VIEWS_SQL = `
select
  c.oid as id,
  n.nspname as schema,
  c.relname as name,
  (pg_catalog.pg_relation_is_updatable(c.oid, false) & 20) = 20 as is_updatable,
  pg_catalog.obj_description(c.oid, 'pg_class') as comment
from pg_catalog.pg_class c
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
where c.relkind = 'v' and %SCHEMAS%
order by n.nspname, c.relname`

export async function listViews(database: Database, filter: SchemaFilter, isColumnsIncluded: boolean): Promise<PgView[]> {
  const schemas = schemaCondition('n.nspname', filter)
  const { rows } = await database.query<PgView>(VIEWS_SQL.replace('%SCHEMAS%', schemas.sql), schemas.params)
  if (!isColumnsIncluded || rows.length === 0) return rows
  const columns = groupByTable(await listColumns(database, filter, 'v', rows.map((row) => row.id)))
  return rows.map((row) => ({ ...row, columns: columns.get(row.id) ?? [] }))
}
