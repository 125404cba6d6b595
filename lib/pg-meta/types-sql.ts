/**
 * postgres-meta's `GET /types` query (PostgresType), shared by the self-hosted route handler and the
 * mock platform so both answer the same shape. Beyond postgres-meta's fields each type carries `kind`
 * (enum, domain, composite, range, multirange, base) and a domain's `base_type`, which the column type
 * picker and the Types page need and postgres-meta's fields cannot tell apart.
 *
 * `schemaCondition` is the caller's SQL condition on `n.nspname` (its own parameters); the two
 * switches are booleans written into the SQL, never user text.
 */
export interface TypesSqlOptions {
  schemaCondition: string
  /** Also list the array type of every type (`_text`, `_mood`…); postgres-meta leaves them out by default. */
  includeArrayTypes: boolean
  /** Also list the row types of tables, views and materialized views; composites are always listed. */
  includeTableTypes: boolean
}

export function typesSql({ schemaCondition, includeArrayTypes, includeTableTypes }: TypesSqlOptions): string {
  const relationKinds = includeTableTypes ? `('c', 'r', 'v', 'm', 'p', 'f')` : `('c')`
  return `
select
  t.oid as id,
  t.typname as name,
  n.nspname as schema,
  pg_catalog.format_type(t.oid, null) as format,
  coalesce(
    (select jsonb_agg(e.enumlabel order by e.enumsortorder) from pg_catalog.pg_enum e where e.enumtypid = t.oid),
    '[]'::jsonb
  ) as enums,
  coalesce(
    (
      select jsonb_agg(jsonb_build_object('name', a.attname, 'type_id', a.atttypid::int8) order by a.attnum)
      from pg_catalog.pg_attribute a
      where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped
    ),
    '[]'::jsonb
  ) as attributes,
  pg_catalog.obj_description(t.oid, 'pg_type') as comment,
  nullif(t.typrelid, 0) as type_relation_id,
  case t.typtype
    when 'e' then 'enum' when 'd' then 'domain' when 'c' then 'composite'
    when 'r' then 'range' when 'm' then 'multirange' when 'p' then 'pseudo' else 'base'
  end as kind,
  case when t.typtype = 'd' then pg_catalog.format_type(t.typbasetype, t.typtypmod) end as base_type
from pg_catalog.pg_type t
join pg_catalog.pg_namespace n on n.oid = t.typnamespace
where (t.typrelid = 0 or (select c.relkind in ${relationKinds} from pg_catalog.pg_class c where c.oid = t.typrelid))
  ${includeArrayTypes ? '' : 'and not exists (select 1 from pg_catalog.pg_type el where el.oid = t.typelem and el.typarray = t.oid)'}
  and ${schemaCondition}
order by n.nspname, t.typname`
}
