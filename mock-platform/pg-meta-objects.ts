import type { components } from '@/lib/api/platform'
import { PUBLICATIONS_SQL } from '@/lib/pg-meta/publications-sql'

import { schemaCondition, schemaParams, type SchemaFilter } from './pg-meta-catalog'
import type { MockDatabase } from './pg-meta-db'

/** postgres-meta's catalogue of the database's own objects (policies, …), over the mock's PGlite. */
type Schemas = components['schemas']

export async function listPolicies(db: MockDatabase, filter: SchemaFilter): Promise<Schemas['PgPolicy'][]> {
  const { rows } = await db.query(
    `select pol.oid::int as id, n.nspname as schema, c.relname as table, c.oid::int as table_id, pol.polname as name,
       case when pol.polpermissive then 'PERMISSIVE' else 'RESTRICTIVE' end as action,
       case when pol.polroles = '{0}'::oid[] then array['public']::text[]
         else array(select r.rolname::text from pg_roles r where r.oid = any(pol.polroles) order by r.rolname) end as roles,
       case pol.polcmd when 'r' then 'SELECT' when 'a' then 'INSERT' when 'w' then 'UPDATE' when 'd' then 'DELETE' else 'ALL' end as command,
       pg_get_expr(pol.polqual, pol.polrelid) as definition,
       pg_get_expr(pol.polwithcheck, pol.polrelid) as check
     from pg_policy pol join pg_class c on c.oid = pol.polrelid join pg_namespace n on n.oid = c.relnamespace
     where ${schemaCondition('n.nspname')}
     order by n.nspname, c.relname, pol.polname`,
    schemaParams(filter)
  )
  return rows as Schemas['PgPolicy'][]
}

export async function listTriggers(db: MockDatabase, filter: SchemaFilter): Promise<Schemas['PgTrigger'][]> {
  const { rows } = await db.query(
    `select t.oid::int as id, c.oid::int as table_id,
       case t.tgenabled when 'O' then 'ORIGIN' when 'R' then 'REPLICA' when 'A' then 'ALWAYS' else 'DISABLED' end as enabled_mode,
       t.tgname as name, c.relname as table, n.nspname as schema,
       substring(pg_get_triggerdef(t.oid) from ' WHEN \\((.*)\\) EXECUTE ') as condition,
       case when t.tgtype::int & 1 = 1 then 'ROW' else 'STATEMENT' end as orientation,
       case when t.tgtype::int & 64 = 64 then 'INSTEAD OF' when t.tgtype::int & 2 = 2 then 'BEFORE' else 'AFTER' end as activation,
       array_remove(array[case when t.tgtype::int & 4 = 4 then 'INSERT' end, case when t.tgtype::int & 16 = 16 then 'UPDATE' end,
         case when t.tgtype::int & 8 = 8 then 'DELETE' end, case when t.tgtype::int & 32 = 32 then 'TRUNCATE' end], null)::text[] as events,
       fn.nspname as function_schema, p.proname as function_name, array_remove(string_to_array(encode(t.tgargs, 'escape'), '\\000'), '')::text[] as function_args
     from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
     join pg_proc p on p.oid = t.tgfoid join pg_namespace fn on fn.oid = p.pronamespace
     where not t.tgisinternal and ${schemaCondition('n.nspname')}
     order by n.nspname, c.relname, t.tgname`,
    schemaParams(filter)
  )
  return rows as Schemas['PgTrigger'][]
}

export async function listPublications(db: MockDatabase): Promise<Schemas['PgPublication'][]> {
  const { rows } = await db.query(PUBLICATIONS_SQL)
  return rows as Schemas['PgPublication'][]
}
