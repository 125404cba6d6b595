import type { components } from '@/lib/api/platform'
import { columnsSql } from '@/lib/pg-meta/columns-sql'
import { functionsSql } from '@/lib/pg-meta/functions-sql'

import type { MockDatabase } from './pg-meta-db'

/**
 * postgres-meta's catalogue views, as SQL over pg_catalog, returning the contract's Pg* shapes.
 * System schemas are left out unless asked for, as postgres-meta does.
 */
type Schemas = components['schemas']
type PgTable = Schemas['PgTable']
type PgColumn = Schemas['PgColumn']

const SYSTEM_SCHEMAS = ['information_schema', 'pg_catalog', 'pg_toast']

export interface SchemaFilter {
  included: string[]
  excluded: string[]
}

/** $1 = included schemas (empty: all but system ones), $2 = excluded schemas. */
export function schemaCondition(column: string) {
  return `((cardinality($1::text[]) = 0 and not (${column} = any($3::text[]))) or ${column} = any($1::text[]))
    and not (${column} = any($2::text[])) and ${column} not like 'pg_temp%' and ${column} not like 'pg_toast_temp%'`
}

export function schemaParams(filter: SchemaFilter) {
  return [filter.included, filter.excluded, SYSTEM_SCHEMAS]
}

export async function listSchemas(db: MockDatabase, filter: SchemaFilter): Promise<Schemas['PgSchema'][]> {
  const { rows } = await db.query(
    `select n.oid::int as id, n.nspname as name, pg_get_userbyid(n.nspowner) as owner
     from pg_namespace n where ${schemaCondition('n.nspname')} order by n.nspname`,
    schemaParams(filter)
  )
  return rows as Schemas['PgSchema'][]
}

/** Columns of the relations of the given kinds (relkind letters), optionally of some relations only. */
export async function listColumns(
  db: MockDatabase,
  filter: SchemaFilter,
  relationKinds = 'rpvmf',
  tableIds?: number[]
): Promise<PgColumn[]> {
  const { rows } = await db.query(columnsSql(schemaCondition('n.nspname'), '$4', '$5'), [
    ...schemaParams(filter),
    relationKinds.split(''),
    tableIds ?? null,
  ])
  return rows as PgColumn[]
}

export async function listTables(
  db: MockDatabase,
  filter: SchemaFilter,
  { includeColumns, id }: { includeColumns: boolean; id?: number }
): Promise<PgTable[]> {
  const { rows } = await db.query(
    `select c.oid::int as id, n.nspname as schema, c.relname as name, c.relrowsecurity as rls_enabled,
       c.relforcerowsecurity as rls_forced,
       case c.relreplident when 'd' then 'DEFAULT' when 'i' then 'INDEX' when 'f' then 'FULL' else 'NOTHING' end
         as replica_identity,
       pg_total_relation_size(c.oid)::int8 as bytes, pg_size_pretty(pg_total_relation_size(c.oid)) as size,
       pg_stat_get_live_tuples(c.oid)::int as live_rows_estimate,
       pg_stat_get_dead_tuples(c.oid)::int as dead_rows_estimate,
       obj_description(c.oid, 'pg_class') as comment
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and ${schemaCondition('n.nspname')} and ($4::int is null or c.oid::int = $4::int)
     order by n.nspname, c.relname`,
    [...schemaParams(filter), id ?? null]
  )
  const tables = rows as Omit<PgTable, 'primary_keys' | 'relationships'>[]
  const ids = tables.map((table) => table.id)
  const [primaryKeys, relationships, columns] = await Promise.all([
    listPrimaryKeys(db, ids),
    listRelationships(db, ids),
    includeColumns ? listColumns(db, { included: [], excluded: [] }, 'rp', ids) : Promise.resolve(undefined),
  ])
  return tables.map((table) => ({
    ...table,
    primary_keys: primaryKeys.filter((key) => key.table_id === table.id),
    relationships: relationships.filter(
      (relation) =>
        (relation.source_schema === table.schema && relation.source_table_name === table.name) ||
        (relation.target_table_schema === table.schema && relation.target_table_name === table.name)
    ),
    ...(columns ? { columns: columns.filter((column) => column.table_id === table.id) } : {}),
  }))
}

async function listPrimaryKeys(db: MockDatabase, tableIds: number[]): Promise<Schemas['PgPrimaryKey'][]> {
  const { rows } = await db.query(
    `select n.nspname as schema, c.relname as table_name, a.attname as name, c.oid::int as table_id
     from pg_index i
     join pg_class c on c.oid = i.indrelid
     join pg_namespace n on n.oid = c.relnamespace
     join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
     where i.indisprimary and c.oid::int = any($1::int[])
     order by c.oid, a.attnum`,
    [tableIds]
  )
  return rows as Schemas['PgPrimaryKey'][]
}

async function listRelationships(db: MockDatabase, tableIds: number[]): Promise<Schemas['PgRelationship'][]> {
  const { rows } = await db.query(
    `select con.oid::int as id, con.conname as constraint_name,
       sn.nspname as source_schema, sc.relname as source_table_name, sa.attname as source_column_name,
       tn.nspname as target_table_schema, tc.relname as target_table_name, ta.attname as target_column_name
     from pg_constraint con
     join pg_class sc on sc.oid = con.conrelid join pg_namespace sn on sn.oid = sc.relnamespace
     join pg_class tc on tc.oid = con.confrelid join pg_namespace tn on tn.oid = tc.relnamespace
     cross join lateral unnest(con.conkey, con.confkey) as k(source_attnum, target_attnum)
     join pg_attribute sa on sa.attrelid = con.conrelid and sa.attnum = k.source_attnum
     join pg_attribute ta on ta.attrelid = con.confrelid and ta.attnum = k.target_attnum
     -- Copies cloned onto partitions (conparentid <> 0) are the parent's constraint, as the self-hosted list says.
     where con.contype = 'f' and con.conparentid = 0
       and (con.conrelid::int = any($1::int[]) or con.confrelid::int = any($1::int[]))
     order by con.oid`,
    [tableIds]
  )
  return rows as Schemas['PgRelationship'][]
}

export async function listViews(
  db: MockDatabase,
  filter: SchemaFilter,
  { includeColumns }: { includeColumns: boolean }
): Promise<Schemas['PgView'][]> {
  const { rows } = await db.query(
    `select c.oid::int as id, n.nspname as schema, c.relname as name,
       (pg_relation_is_updatable(c.oid, false) & 20) = 20 as is_updatable,
       obj_description(c.oid, 'pg_class') as comment
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'v' and ${schemaCondition('n.nspname')}
     order by n.nspname, c.relname`,
    schemaParams(filter)
  )
  const views = rows as Schemas['PgView'][]
  if (!includeColumns || views.length === 0) return views
  const columns = await listColumns(db, { included: [], excluded: [] }, 'v', views.map((view) => view.id))
  return views.map((view) => ({ ...view, columns: columns.filter((column) => column.table_id === view.id) }))
}

export async function listFunctions(db: MockDatabase, filter: SchemaFilter): Promise<Schemas['PgFunction'][]> {
  const { rows } = await db.query(functionsSql(schemaCondition('n.nspname')), schemaParams(filter))
  return rows as Schemas['PgFunction'][]
}

export async function listRoles(db: MockDatabase): Promise<Schemas['PgRole'][]> {
  const { rows } = await db.query(
    `select r.oid::int as id, r.rolname as name, r.rolsuper as is_superuser, r.rolcreatedb as can_create_db,
       r.rolcreaterole as can_create_role, r.rolinherit as inherit_role, r.rolcanlogin as can_login,
       r.rolreplication as is_replication_role, r.rolbypassrls as can_bypass_rls,
       (select count(*) from pg_stat_activity a where a.usename = r.rolname)::int as active_connections,
       r.rolconnlimit as connection_limit, r.rolvaliduntil::text as valid_until,
       (select jsonb_object_agg(split_part(setting, '=', 1), split_part(setting, '=', 2))
          from unnest(r.rolconfig) as setting) as config
            , array(select g.rolname::text from pg_auth_members m join pg_roles g on g.oid = m.roleid where m.member = r.oid order by g.rolname) as member_of
     from pg_roles r order by r.rolname`
  )
  return rows as Schemas['PgRole'][]
}

export async function listExtensions(db: MockDatabase, name?: string): Promise<Schemas['PgExtension'][]> {
  const { rows } = await db.query(
    `select e.name, n.nspname as schema, e.default_version, e.installed_version, e.comment
     from pg_available_extensions e
     left join pg_extension x on x.extname = e.name
     left join pg_namespace n on n.oid = x.extnamespace
     where $1::text is null or e.name = $1::text
     order by e.name`,
    [name ?? null]
  )
  return rows as Schemas['PgExtension'][]
}

