/**
 * Columns of tables, views and foreign tables in postgres-meta's shape. data_type follows
 * information_schema (format_type for built-ins, ARRAY, USER-DEFINED; domains as their base type) and
 * format is the underlying type's name (udt_name, e.g. int4 or _text). Beyond postgres-meta: full_type
 * is the type as written in DDL with its modifiers (varchar(40), numeric(10,2), a domain's own name,
 * schema-qualified when not on the search path), domain_name names a domain, and
 * generated_expression is a generated column's expression.
 *
 * Shared by the self-hosted route handlers and the mock platform: `schemaCondition` is the caller's
 * SQL condition on `n.nspname`, `kindsParam` the placeholder of the relkinds to list ('{r,p}'),
 * `idsParam` that of the relation oids to keep (null: all).
 */
export function columnsSql(schemaCondition: string, kindsParam: string, idsParam: string): string {
  return `
select
  c.oid::int8::text || '.' || a.attnum as id,
  c.oid as table_id,
  n.nspname as schema,
  c.relname as table,
  a.attname as name,
  a.attnum as ordinal_position,
  case
    when bt.typcategory = 'A' then 'ARRAY'
    when btn.nspname = 'pg_catalog' then pg_catalog.format_type(bt.oid, null)
    else 'USER-DEFINED'
  end as data_type,
  bt.typname as format,
  a.attidentity <> '' as is_identity,
  case a.attidentity when 'a' then 'ALWAYS' when 'd' then 'BY DEFAULT' end as identity_generation,
  a.attgenerated <> '' as is_generated,
  -- A domain declared NOT NULL makes its columns not nullable as surely as the column's own constraint.
  not (a.attnotnull or t.typnotnull) as is_nullable,
  -- information_schema's rule, as postgres-meta: every column of a table, including generated ones
  -- (is_generated says those take no value); a view's or foreign table's as Postgres decides. A foreign
  -- table whose wrapper has no handler cannot be asked (Postgres raises 55000): it takes no writes.
  case
    when c.relkind in ('r', 'p') then true
    when c.relkind = 'v' then pg_catalog.pg_column_is_updatable(c.oid, a.attnum, false)
    when c.relkind = 'f' and exists (
      select 1 from pg_catalog.pg_foreign_table ft
      join pg_catalog.pg_foreign_server fs on fs.oid = ft.ftserver
      join pg_catalog.pg_foreign_data_wrapper w on w.oid = fs.srvfdw
      where ft.ftrelid = c.oid and w.fdwhandler <> 0
    ) then pg_catalog.pg_column_is_updatable(c.oid, a.attnum, false)
    else false
  end as is_updatable,
  -- A unique constraint or a plain (not partial, not expression) unique index on the column alone.
  exists (
    select 1 from pg_catalog.pg_index u
    where u.indrelid = c.oid and u.indisunique and not u.indisprimary and u.indnkeyatts = 1
      and u.indkey[0] = a.attnum and u.indpred is null and u.indexprs is null
  ) as is_unique,
  -- A generated column's expression is its default_value too, as postgres-meta gives it.
  pg_catalog.pg_get_expr(d.adbin, d.adrelid) as default_value,
  case when a.attgenerated <> '' then pg_catalog.pg_get_expr(d.adbin, d.adrelid) end as generated_expression,
  pg_catalog.format_type(a.atttypid, a.atttypmod) as full_type,
  case when t.typtype = 'd' then t.typname end as domain_name,
  -- The column's first single-column CHECK, its expression as pg_get_constraintdef prints it without CHECK ( ).
  (
    select substring(pg_catalog.pg_get_constraintdef(k.oid, true) from 8 for length(pg_catalog.pg_get_constraintdef(k.oid, true)) - 8)
    from pg_catalog.pg_constraint k
    where k.conrelid = c.oid and k.contype = 'c' and cardinality(k.conkey) = 1 and k.conkey[1] = a.attnum
    order by k.oid limit 1
  ) as check,
  coalesce(
    (
      select array_agg(e.enumlabel::text order by e.enumsortorder) from pg_catalog.pg_enum e
      -- An array of an enum carries its element's labels.
      where e.enumtypid = case when bt.typcategory = 'A' then bt.typelem else bt.oid end
    ),
    '{}'
  ) as enums,
  pg_catalog.col_description(c.oid, a.attnum) as comment
from pg_catalog.pg_attribute a
join pg_catalog.pg_class c on c.oid = a.attrelid
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
join pg_catalog.pg_type t on t.oid = a.atttypid
join pg_catalog.pg_type bt on bt.oid = case when t.typtype = 'd' then t.typbasetype else t.oid end
join pg_catalog.pg_namespace btn on btn.oid = bt.typnamespace
left join pg_catalog.pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
where a.attnum > 0 and not a.attisdropped and c.relkind = any(${kindsParam}::"char"[]) and ${schemaCondition}
  and (${idsParam}::oid[] is null or c.oid = any(${idsParam}::oid[]))
order by n.nspname, c.relname, a.attnum`
}
