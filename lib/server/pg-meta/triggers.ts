import 'server-only'

import type { components } from '@/lib/api/platform'
import type { Database } from '@/lib/server/db/database'

import { schemaCondition, type SchemaFilter } from './schema-filter'

export type PgTrigger = components['schemas']['PgTrigger']

/**
 * postgres-meta's triggers: one row per trigger, its events decoded from pg_trigger.tgtype (bits:
 * 1 row, 2 before, 4 insert, 8 delete, 16 update, 32 truncate, 64 instead of) and its WHEN condition
 * read back from the trigger's definition.
 */
export const TRIGGERS_SQL = `
select
  t.oid as id,
  c.oid as table_id,
  case t.tgenabled when 'O' then 'ORIGIN' when 'R' then 'REPLICA' when 'A' then 'ALWAYS' else 'DISABLED' end as enabled_mode,
  t.tgname as name,
  c.relname as table,
  n.nspname as schema,
  substring(pg_catalog.pg_get_triggerdef(t.oid) from ' WHEN \\((.*)\\) EXECUTE ') as condition,
  case when t.tgtype::int & 1 = 1 then 'ROW' else 'STATEMENT' end as orientation,
  case when t.tgtype::int & 64 = 64 then 'INSTEAD OF' when t.tgtype::int & 2 = 2 then 'BEFORE' else 'AFTER' end as activation,
  array_remove(array[
    case when t.tgtype::int & 4 = 4 then 'INSERT' end,
    case when t.tgtype::int & 16 = 16 then 'UPDATE' end,
    case when t.tgtype::int & 8 = 8 then 'DELETE' end,
    case when t.tgtype::int & 32 = 32 then 'TRUNCATE' end
  ], null)::text[] as events,
  fn.nspname as function_schema,
  p.proname as function_name,
  -- tgargs holds each argument NUL-terminated; escape encoding prints a NUL as \\000.
  array_remove(string_to_array(encode(t.tgargs, 'escape'), '\\000'), '')::text[] as function_args
from pg_catalog.pg_trigger t
join pg_catalog.pg_class c on c.oid = t.tgrelid
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
join pg_catalog.pg_proc p on p.oid = t.tgfoid
join pg_catalog.pg_namespace fn on fn.oid = p.pronamespace
where not t.tgisinternal and %SCHEMAS%
order by n.nspname, c.relname, t.tgname`

export async function listTriggers(database: Database, filter: SchemaFilter): Promise<PgTrigger[]> {
  const schemas = schemaCondition('n.nspname', filter)
  const { rows } = await database.query<PgTrigger>(TRIGGERS_SQL.replace('%SCHEMAS%', schemas.sql), schemas.params)
  return rows
}
