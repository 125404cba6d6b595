import 'server-only'

import type { components } from '@/lib/api/platform'
import type { Database } from '@/lib/server/db/database'

export type PgRole = components['schemas']['PgRole']

// rolconfig entries look like 'search_path=public'; they become {"search_path": "public"}.
// Postgres's predefined roles (pg_*) only with include_default_roles, as postgres-meta lists them.
// connection_limit stays the catalog's -1 for "no limit" (postgres-meta puts max_connections there,
// a limit the role does not have, which an edit form would then write back).
const ROLES_SQL = `
select
  r.oid as id,
  r.rolname as name,
  r.rolsuper as is_superuser,
  r.rolcreatedb as can_create_db,
  r.rolcreaterole as can_create_role,
  r.rolinherit as inherit_role,
  r.rolcanlogin as can_login,
  r.rolreplication as is_replication_role,
  r.rolbypassrls as can_bypass_rls,
  (select count(*) from pg_catalog.pg_stat_activity s where s.usesysid = r.oid)::int4 as active_connections,
  r.rolconnlimit as connection_limit,
  r.rolpassword as password,
  r.rolvaliduntil as valid_until,
  (
    select jsonb_object_agg(split_part(setting, '=', 1), substr(setting, strpos(setting, '=') + 1))
    from unnest(r.rolconfig) as setting
  ) as config,
  array(
    select g.rolname::text from pg_catalog.pg_auth_members m join pg_catalog.pg_roles g on g.oid = m.roleid
    where m.member = r.oid order by g.rolname
  ) as member_of
from pg_catalog.pg_roles r
where $1::boolean or not starts_with(r.rolname, 'pg_')
order by r.rolname`

export async function listRoles(database: Database, isDefaultRolesIncluded: boolean): Promise<PgRole[]> {
  const { rows } = await database.query<PgRole>(ROLES_SQL, [isDefaultRolesIncluded])
  return rows
}
