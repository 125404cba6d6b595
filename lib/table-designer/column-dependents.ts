import { qualifiedName, quoteLiteral } from '@/lib/sql/quote'

import type { TableName } from './column-sql'

/** Something that goes with a dropped column: always (its own indexes and constraints) or only with CASCADE. */
export interface ColumnDependent {
  kind: 'view' | 'materialized view' | 'constraint' | 'foreign key' | 'index' | 'policy'
  /** `schema.name`, or `constraint on schema.table`. */
  name: string
  needs_cascade: boolean
}

/**
 * What depends on one column, read from pg_depend. Postgres drops the table's own indexes and
 * constraints on the column with it; views, policies and other tables' foreign keys stop a plain
 * DROP COLUMN and go only with CASCADE. An index a constraint owns is reported as the constraint.
 */
export function columnDependentsSql(table: TableName, column: string): string {
  return `with target as (
  select a.attrelid, a.attnum from pg_attribute a
  where a.attrelid = to_regclass(${quoteLiteral(qualifiedName(table.schema, table.name))}) and a.attname = ${quoteLiteral(column)} and not a.attisdropped
), deps as (
  select d.classid, d.objid, t.attrelid from pg_depend d join target t on d.refobjid = t.attrelid and d.refobjsubid = t.attnum
  where d.refclassid = 'pg_class'::regclass and d.deptype in ('n', 'a')
)
select case c.relkind when 'm' then 'materialized view' else 'view' end as kind, format('%I.%I', n.nspname, c.relname) as name, true as needs_cascade
  from deps join pg_rewrite r on deps.classid = 'pg_rewrite'::regclass and r.oid = deps.objid
  join pg_class c on c.oid = r.ev_class join pg_namespace n on n.oid = c.relnamespace
  where c.oid <> deps.attrelid
union
select case when con.conrelid = deps.attrelid then 'constraint' else 'foreign key' end, format('%I on %I.%I', con.conname, n.nspname, c.relname), con.conrelid <> deps.attrelid
  from deps join pg_constraint con on deps.classid = 'pg_constraint'::regclass and con.oid = deps.objid
  join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
union
select 'index', format('%I.%I', n.nspname, c.relname), false
  from deps join pg_class c on deps.classid = 'pg_class'::regclass and c.oid = deps.objid and c.relkind in ('i', 'I')
  join pg_namespace n on n.oid = c.relnamespace
  where not exists (select 1 from pg_depend owner where owner.classid = 'pg_class'::regclass and owner.objid = c.oid and owner.deptype = 'i')
union
select 'policy', format('%I on %I.%I', p.polname, n.nspname, c.relname), true
  from deps join pg_policy p on deps.classid = 'pg_policy'::regclass and p.oid = deps.objid
  join pg_class c on c.oid = p.polrelid join pg_namespace n on n.oid = c.relnamespace
order by 3, 1, 2`
}

/** The sentence the CASCADE choice shows: what else goes, by kind. */
export function describeDependents(dependents: readonly ColumnDependent[], needsCascade: boolean): string | null {
  const chosen = dependents.filter((dependent) => dependent.needs_cascade === needsCascade)
  if (chosen.length === 0) return null
  return chosen.map((dependent) => `${dependent.kind} ${dependent.name}`).join(', ')
}
