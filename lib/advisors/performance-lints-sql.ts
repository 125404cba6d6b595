import { userSchemaCondition } from '@/lib/database-pages/managed-schemas'

/**
 * The performance advisor's checks as one query, one row per finding. Plain catalogue and statistics
 * reads, so they run on any Postgres. Objects an extension owns are left out: they are not the user's.
 */

const NOT_EXTENSION_OWNED = (oid: string) =>
  `not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = ${oid} and d.deptype = 'e')`

// A policy calling auth.uid(), auth.jwt(), auth.role() or current_setting() per row, rather than once
// through a scalar subquery: pg_get_expr prints the subquery form as "( SELECT auth.uid() AS uid)".
const PER_ROW_CALL = `'(auth\\.(uid|jwt|role|email)\\(\\)|current_setting\\()'`
const WRAPPED_CALL = `'SELECT (auth\\.(uid|jwt|role|email)\\(\\)|current_setting\\()'`

export const PERFORMANCE_LINTS_SQL = `with user_tables as (
  select c.oid, n.nspname as schema, c.relname as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p') and ${userSchemaCondition('n.nspname')} and ${NOT_EXTENSION_OWNED('c.oid')}
), policies as (
  select t.schema, t.name as table, p.polname as name, p.polpermissive, p.polcmd, p.polroles,
    pg_get_expr(p.polqual, p.polrelid) as using_expr, pg_get_expr(p.polwithcheck, p.polrelid) as check_expr
  from pg_policy p join user_tables t on t.oid = p.polrelid
)
select 'unindexed_foreign_keys' as rule, t.schema, t.name as table, con.conname as name,
  array(select a.attname::text from unnest(con.conkey) with ordinality k(attnum, i) join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by k.i) as columns,
  null::text as using_expr, null::text as check_expr
from pg_constraint con join user_tables t on t.oid = con.conrelid
where con.contype = 'f' and not exists (
  select 1 from pg_index i
  where i.indrelid = con.conrelid
    and (string_to_array(i.indkey::text, ' ')::int2[])[1:cardinality(con.conkey)] @> con.conkey
    and (string_to_array(i.indkey::text, ' ')::int2[])[1:cardinality(con.conkey)] <@ con.conkey
)
union all
select 'duplicate_index', t.schema, t.name, ic.relname,
  array(select other.relname::text from pg_index j join pg_class other on other.oid = j.indexrelid
    where j.indrelid = i.indrelid and j.indexrelid < i.indexrelid and j.indkey::text = i.indkey::text and j.indclass::text = i.indclass::text
      and coalesce(pg_get_expr(j.indexprs, j.indrelid), '') = coalesce(pg_get_expr(i.indexprs, i.indrelid), '')
      and coalesce(pg_get_expr(j.indpred, j.indrelid), '') = coalesce(pg_get_expr(i.indpred, i.indrelid), '')
    order by other.relname),
  null, null
from pg_index i join user_tables t on t.oid = i.indrelid join pg_class ic on ic.oid = i.indexrelid
where not i.indisprimary and exists (
  select 1 from pg_index j
  where j.indrelid = i.indrelid and j.indexrelid < i.indexrelid and j.indkey::text = i.indkey::text and j.indclass::text = i.indclass::text
    and coalesce(pg_get_expr(j.indexprs, j.indrelid), '') = coalesce(pg_get_expr(i.indexprs, i.indrelid), '')
    and coalesce(pg_get_expr(j.indpred, j.indrelid), '') = coalesce(pg_get_expr(i.indpred, i.indrelid), '')
)
union all
select 'unused_index', t.schema, t.name, s.indexrelname, array[]::text[], null, null
from pg_stat_user_indexes s join user_tables t on t.oid = s.relid join pg_index i on i.indexrelid = s.indexrelid
where s.idx_scan = 0 and not i.indisunique and not i.indisprimary
union all
select 'no_primary_key', t.schema, t.name, t.name, array[]::text[], null, null
from user_tables t
where not exists (select 1 from pg_index i where i.indrelid = t.oid and i.indisprimary)
union all
select 'multiple_permissive_policies', p.schema, p.table, r.rolname || ' ' || cmd.name,
  array_agg(p.name::text order by p.name), null, null
from policies p
cross join lateral (values ('SELECT', 'r'), ('INSERT', 'a'), ('UPDATE', 'w'), ('DELETE', 'd')) as cmd(name, code)
cross join lateral unnest(case when p.polroles = '{0}'::oid[] then array['public']::text[]
  else array(select rolname::text from pg_roles where oid = any(p.polroles)) end) as r(rolname)
where p.polpermissive and (p.polcmd = cmd.code::"char" or p.polcmd = '*')
group by p.schema, p.table, r.rolname, cmd.name
having count(*) > 1
union all
select 'auth_rls_initplan', p.schema, p.table, p.name, array[]::text[], p.using_expr, p.check_expr
from policies p
where coalesce(regexp_count(p.using_expr, ${PER_ROW_CALL}), 0) > coalesce(regexp_count(p.using_expr, ${WRAPPED_CALL}), 0)
   or coalesce(regexp_count(p.check_expr, ${PER_ROW_CALL}), 0) > coalesce(regexp_count(p.check_expr, ${WRAPPED_CALL}), 0)
order by 1, 2, 3, 4`

export interface PerformanceLintRow {
  rule: string
  schema: string
  table: string
  /** The constraint, index, policy, table, or for multiple_permissive_policies "role COMMAND". */
  name: string
  /** Foreign-key columns, the earlier duplicates of an index, or the overlapping policies. */
  columns: string[]
  using_expr: string | null
  check_expr: string | null
}
