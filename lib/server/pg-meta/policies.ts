import 'server-only'

import type { components } from '@/lib/api/platform'
import type { Database } from '@/lib/server/db/database'

import { schemaCondition, type SchemaFilter } from './schema-filter'

export type PgPolicy = components['schemas']['PgPolicy']

// postgres-meta's policies.sql: a policy for no role in particular (polroles = {0}) applies to PUBLIC.
const POLICIES_SQL = `
select
  pol.oid as id,
  n.nspname as schema,
  c.relname as table,
  c.oid as table_id,
  pol.polname as name,
  case when pol.polpermissive then 'PERMISSIVE' else 'RESTRICTIVE' end as action,
  case when pol.polroles = '{0}'::oid[] then array['public']::text[]
    else array(select r.rolname::text from pg_catalog.pg_roles r where r.oid = any(pol.polroles) order by r.rolname)
  end as roles,
  case pol.polcmd when 'r' then 'SELECT' when 'a' then 'INSERT' when 'w' then 'UPDATE' when 'd' then 'DELETE' else 'ALL' end as command,
  pg_catalog.pg_get_expr(pol.polqual, pol.polrelid) as definition,
  pg_catalog.pg_get_expr(pol.polwithcheck, pol.polrelid) as check
from pg_catalog.pg_policy pol
join pg_catalog.pg_class c on c.oid = pol.polrelid
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
where %SCHEMAS%
order by n.nspname, c.relname, pol.polname`

export async function listPolicies(database: Database, filter: SchemaFilter): Promise<PgPolicy[]> {
  const schemas = schemaCondition('n.nspname', filter)
  const { rows } = await database.query<PgPolicy>(POLICIES_SQL.replace('%SCHEMAS%', schemas.sql), schemas.params)
  return rows.map((row) => ({ ...row, id: Number(row.id), table_id: Number(row.table_id) }))
}
