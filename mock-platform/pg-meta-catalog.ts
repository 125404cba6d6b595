import type { components } from '@/lib/api/platform'

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

export async function listColumns(db: MockDatabase, filter: SchemaFilter, tableIds?: number[]): Promise<PgColumn[]> {
  const { rows } = await db.query(
    `select cls.oid::int as table_id, col.table_schema as schema, col.table_name as "table", col.column_name as name,
       col.ordinal_position::int as ordinal_position, col.data_type, col.udt_name as format,
       col.is_identity = 'YES' as is_identity, col.identity_generation,
       col.is_generated = 'ALWAYS' as is_generated, col.generation_expression as generated_expression,
       format_type(att.atttypid, att.atttypmod) as full_type, col.domain_name,
       not (att.attnotnull or coalesce((select typnotnull from pg_type where oid = att.atttypid), false)) as is_nullable,
       col.is_updatable = 'YES' as is_updatable,
       exists (select 1 from pg_index i where i.indrelid = cls.oid and i.indisunique and not i.indisprimary
               and i.indnkeyatts = 1 and i.indkey[0] = att.attnum and i.indpred is null and i.indexprs is null) as is_unique,
       col.column_default as default_value,
       (select pg_get_constraintdef(con.oid) from pg_constraint con
         where con.conrelid = cls.oid and con.contype = 'c' and con.conkey = array[att.attnum] limit 1) as "check",
       coalesce((select array_agg(e.enumlabel order by e.enumsortorder) from pg_enum e
                 where e.enumtypid = att.atttypid
                    or e.enumtypid = (select typelem from pg_type where oid = att.atttypid and typcategory = 'A')), '{}') as enums,
       col_description(cls.oid, att.attnum) as comment
     from information_schema.columns col
     join pg_namespace nsp on nsp.nspname = col.table_schema
     join pg_class cls on cls.relname = col.table_name and cls.relnamespace = nsp.oid
     join pg_attribute att on att.attrelid = cls.oid and att.attname = col.column_name
     where ${schemaCondition('col.table_schema')}
       and (cardinality($4::int[]) = 0 or cls.oid::int = any($4::int[]))
     order by cls.oid, col.ordinal_position`,
    [...schemaParams(filter), tableIds ?? []]
  )
  return rows.map((row) => ({ ...row, id: `${row.table_id}.${row.ordinal_position}` }) as PgColumn)
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
    includeColumns ? listColumns(db, { included: [], excluded: [] }, ids) : Promise.resolve(undefined),
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
     where con.contype = 'f' and (con.conrelid::int = any($1::int[]) or con.confrelid::int = any($1::int[]))
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
     where c.relkind in ('v', 'm') and ${schemaCondition('n.nspname')}
     order by n.nspname, c.relname`,
    schemaParams(filter)
  )
  const views = rows as Schemas['PgView'][]
  if (!includeColumns || views.length === 0) return views
  const columns = await listColumns(db, { included: [], excluded: [] }, views.map((view) => view.id))
  return views.map((view) => ({ ...view, columns: columns.filter((column) => column.table_id === view.id) }))
}

export async function listFunctions(db: MockDatabase, filter: SchemaFilter): Promise<Schemas['PgFunction'][]> {
  const { rows } = await db.query(
    `select p.oid::int as id, n.nspname as schema, p.proname as name, l.lanname as language,
       case when l.lanname = 'internal' then '' else p.prosrc end as definition,
       pg_get_functiondef(p.oid) as complete_statement,
       pg_get_function_arguments(p.oid) as argument_types,
       pg_get_function_identity_arguments(p.oid) as identity_argument_types,
       pg_get_function_result(p.oid) as return_type,
       case p.provolatile when 'i' then 'IMMUTABLE' when 's' then 'STABLE' else 'VOLATILE' end as behavior,
       p.prosecdef as security_definer, p.proretset as is_set_returning_function, p.prorettype::int as return_type_id,
       coalesce((select jsonb_agg(jsonb_build_object(
           'mode', case arg.mode when 'o' then 'out' when 'b' then 'inout' when 'v' then 'variadic' when 't' then 'table' else 'in' end,
           'name', coalesce(arg.name, ''), 'type_id', arg.type_id::int,
           'has_default', arg.mode in ('i', 'b', 'v') and arg.input_index > p.pronargs - p.pronargdefaults) order by arg.ordinality)
         from (select a.ordinality, a.type_id, coalesce(m.mode, 'i') as mode, n.name,
             count(*) filter (where coalesce(m.mode, 'i') in ('i', 'b', 'v')) over (order by a.ordinality) as input_index
           from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as a(type_id, ordinality)
           left join unnest(p.proargmodes) with ordinality as m(mode, ordinality) using (ordinality)
           left join unnest(p.proargnames) with ordinality as n(name, ordinality) using (ordinality)) arg), '[]'::jsonb) as args,
       (select jsonb_object_agg(split_part(setting, '=', 1), substr(setting, strpos(setting, '=') + 1))
         from unnest(p.proconfig) as setting) as config_params,
       obj_description(p.oid, 'pg_proc') as comment
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_language l on l.oid = p.prolang
     where p.prokind = 'f' and ${schemaCondition('n.nspname')}
     order by n.nspname, p.proname`,
    schemaParams(filter)
  )
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

