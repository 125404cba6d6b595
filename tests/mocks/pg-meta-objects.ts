import type { components } from '@/lib/api/platform'

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
