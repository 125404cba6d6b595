import 'server-only'

import type { components } from '@/lib/api/platform'
import type { Database } from '@/lib/server/db/database'

import { groupByTable, listColumns } from './columns'
import { schemaCondition, type SchemaFilter } from './schema-filter'

export type PgTable = components['schemas']['PgTable']
type PgPrimaryKey = components['schemas']['PgPrimaryKey']
type PgRelationship = components['schemas']['PgRelationship']

const TABLES_SQL = `
select
  c.oid as id,
  n.nspname as schema,
  c.relname as name,
  c.relrowsecurity as rls_enabled,
  c.relforcerowsecurity as rls_forced,
  case c.relreplident when 'd' then 'DEFAULT' when 'i' then 'INDEX' when 'f' then 'FULL' else 'NOTHING' end as replica_identity,
  pg_catalog.pg_total_relation_size(c.oid) as bytes,
  pg_catalog.pg_size_pretty(pg_catalog.pg_total_relation_size(c.oid)) as size,
  pg_catalog.pg_stat_get_live_tuples(c.oid) as live_rows_estimate,
  pg_catalog.pg_stat_get_dead_tuples(c.oid) as dead_rows_estimate,
  pg_catalog.obj_description(c.oid, 'pg_class') as comment
from pg_catalog.pg_class c
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
where c.relkind in ('r', 'p') and %SCHEMAS% and ($3::oid is null or c.oid = $3::oid)
order by n.nspname, c.relname`

const PRIMARY_KEYS_SQL = `
select n.nspname as schema, c.relname as table_name, a.attname as name, c.oid as table_id
from pg_catalog.pg_constraint k
join pg_catalog.pg_class c on c.oid = k.conrelid
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
cross join lateral unnest(k.conkey) with ordinality as key(attnum, position)
join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum = key.attnum
where k.contype = 'p' and c.oid = any($1::oid[])
order by c.oid, key.position`

// One row per column pair of each foreign key touching the tables, from either side. Constraints
// cloned onto partitions (conparentid <> 0) are left out: the parent's constraint stands for them.
const RELATIONSHIPS_SQL = `
select
  k.oid as id,
  k.conname as constraint_name,
  sn.nspname as source_schema,
  sc.relname as source_table_name,
  sa.attname as source_column_name,
  tn.nspname as target_table_schema,
  tc.relname as target_table_name,
  ta.attname as target_column_name,
  sc.oid as source_table_id,
  tc.oid as target_table_id
from pg_catalog.pg_constraint k
cross join lateral unnest(k.conkey, k.confkey) with ordinality as key(source_attnum, target_attnum, position)
join pg_catalog.pg_class sc on sc.oid = k.conrelid
join pg_catalog.pg_namespace sn on sn.oid = sc.relnamespace
join pg_catalog.pg_attribute sa on sa.attrelid = sc.oid and sa.attnum = key.source_attnum
join pg_catalog.pg_class tc on tc.oid = k.confrelid
join pg_catalog.pg_namespace tn on tn.oid = tc.relnamespace
join pg_catalog.pg_attribute ta on ta.attrelid = tc.oid and ta.attnum = key.target_attnum
where k.contype = 'f' and k.conparentid = 0 and (k.conrelid = any($1::oid[]) or k.confrelid = any($1::oid[]))
order by k.conname, key.position`

type TableRow = Omit<PgTable, 'bytes' | 'live_rows_estimate' | 'dead_rows_estimate' | 'columns' | 'primary_keys' | 'relationships'> & {
  bytes: string
  live_rows_estimate: string
  dead_rows_estimate: string
}
type RelationshipRow = PgRelationship & { source_table_id: number; target_table_id: number }

export interface ListTablesOptions {
  filter: SchemaFilter
  isColumnsIncluded: boolean
  tableId?: number
}

/** Tables (ordinary and partitioned) in postgres-meta's shape, with primary keys and relationships. */
export async function listTables(database: Database, options: ListTablesOptions): Promise<PgTable[]> {
  const schemas = schemaCondition('n.nspname', options.filter)
  const { rows } = await database.query<TableRow>(TABLES_SQL.replace('%SCHEMAS%', schemas.sql), [
    ...schemas.params,
    options.tableId ?? null,
  ])
  if (rows.length === 0) return []

  const ids = rows.map((row) => row.id)
  const idList = `{${ids.join(',')}}`
  const [primaryKeys, relationships, columns] = await Promise.all([
    database.query<PgPrimaryKey>(PRIMARY_KEYS_SQL, [idList]),
    database.query<RelationshipRow>(RELATIONSHIPS_SQL, [idList]),
    options.isColumnsIncluded ? listColumns(database, options.filter, 'rp', ids) : Promise.resolve(null),
  ])
  const columnsByTable = columns ? groupByTable(columns) : null

  return rows.map((row) => ({
    ...row,
    bytes: Number(row.bytes),
    live_rows_estimate: Number(row.live_rows_estimate),
    dead_rows_estimate: Number(row.dead_rows_estimate),
    ...(columnsByTable ? { columns: columnsByTable.get(row.id) ?? [] } : {}),
    primary_keys: primaryKeys.rows.filter((key) => key.table_id === row.id),
    relationships: relationships.rows
      .filter((relation) => relation.source_table_id === row.id || relation.target_table_id === row.id)
      .map(({ source_table_id: _source, target_table_id: _target, ...relation }) => relation),
  }))
}
