import { userSchemaCondition } from '@/lib/database-pages/managed-schemas'

/**
 * The security advisor's checks as one query: one row per finding, (rule, schema, name, kind).
 * Rule names are those of lib/advisors/security-rules.ts. Plain catalogue reads, so they run on any
 * Postgres, the embedded PGlite database included.
 */

const TABLES = `from pg_class c join pg_namespace n on n.oid = c.relnamespace`
const HAS_POLICY = `exists (select 1 from pg_policy p where p.polrelid = c.oid)`
// Tables and views an extension created (pg_stat_statements' views, …) are the extension's, not the
// user's to fix: an ALTER on them is undone by the next extension update, or refused outright.
const NOT_EXTENSION_OWNED = `not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')`

export const SECURITY_LINTS_SQL = `select 'rls_disabled_in_public' as rule, n.nspname as schema, c.relname as name, 'table' as kind
${TABLES}
where c.relkind in ('r', 'p') and n.nspname = 'public' and not c.relrowsecurity and ${NOT_EXTENSION_OWNED}
union all
select 'policy_exists_rls_disabled', n.nspname, c.relname, 'table'
${TABLES}
where c.relkind in ('r', 'p') and not c.relrowsecurity and ${HAS_POLICY} and ${userSchemaCondition('n.nspname')}
union all
select 'rls_enabled_no_policy', n.nspname, c.relname, 'table'
${TABLES}
where c.relkind in ('r', 'p') and c.relrowsecurity and not ${HAS_POLICY} and ${userSchemaCondition('n.nspname')}
union all
select 'security_definer_view', n.nspname, c.relname, 'view'
${TABLES}
where c.relkind = 'v' and n.nspname = 'public' and ${NOT_EXTENSION_OWNED}
  and not exists (
    select 1 from unnest(coalesce(c.reloptions, '{}'::text[])) o
    where lower(o) in ('security_invoker=true', 'security_invoker=on', 'security_invoker=1', 'security_invoker=yes')
  )
union all
select 'function_search_path_mutable', n.nspname, p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')', 'function'
from pg_proc p join pg_namespace n on n.oid = p.pronamespace
where p.prokind in ('f', 'p') and ${userSchemaCondition('n.nspname')}
  and not exists (select 1 from unnest(coalesce(p.proconfig, '{}'::text[])) cfg where cfg like 'search\\_path=%')
  and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
union all
select 'extension_in_public', n.nspname, e.extname, 'extension'
from pg_extension e join pg_namespace n on n.oid = e.extnamespace
where n.nspname = 'public'
order by 1, 2, 3`

export interface LintRow {
  rule: string
  schema: string
  name: string
  kind: 'table' | 'view' | 'function' | 'extension'
}
