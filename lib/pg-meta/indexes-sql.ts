/**
 * postgres-meta's `GET /indexes` query (PostgresIndex), shared by the self-hosted route handler and
 * the mock platform. Beyond postgres-meta's fields each index carries its `name` and its `table`'s
 * name, which any list of indexes shows. `index_predicate` is the partial index's WHERE as SQL text
 * (pg_get_expr), not the planner's node tree; `index_attributes` follow the index's own column order,
 * an expression column named by its expression.
 *
 * `schemaCondition` is the caller's SQL condition on `n.nspname` (its own parameters).
 */
export function indexesSql(schemaCondition: string): string {
  return `
select
  i.indexrelid as id,
  i.indrelid as table_id,
  n.nspname as schema,
  ic.relname as name,
  tc.relname as "table",
  i.indnatts as number_of_attributes,
  i.indnkeyatts as number_of_key_attributes,
  i.indisunique as is_unique,
  i.indisprimary as is_primary,
  i.indisexclusion as is_exclusion,
  i.indimmediate as is_immediate,
  i.indisclustered as is_clustered,
  i.indisvalid as is_valid,
  i.indcheckxmin as check_xmin,
  i.indisready as is_ready,
  i.indislive as is_live,
  i.indisreplident as is_replica_identity,
  to_jsonb(i.indkey::int2[]) as key_attributes,
  to_jsonb(i.indcollation::oid[]::int8[]) as collation,
  to_jsonb(i.indclass::oid[]::int8[]) as class,
  to_jsonb(i.indoption::int2[]) as options,
  pg_catalog.pg_get_expr(i.indpred, i.indrelid) as index_predicate,
  pg_catalog.obj_description(i.indexrelid, 'pg_class') as comment,
  pg_catalog.pg_get_indexdef(i.indexrelid) as index_definition,
  am.amname as access_method,
  (
    select jsonb_agg(
      jsonb_build_object(
        'attribute_number', k.attnum,
        'attribute_name', coalesce(ta.attname::text, pg_catalog.pg_get_indexdef(i.indexrelid, k.position::int, true)),
        'data_type', pg_catalog.format_type(coalesce(ta.atttypid, ia.atttypid), coalesce(ta.atttypmod, ia.atttypmod))
      )
      order by k.position
    )
    from unnest(i.indkey::int2[]) with ordinality as k(attnum, position)
    join pg_catalog.pg_attribute ia on ia.attrelid = i.indexrelid and ia.attnum = k.position
    left join pg_catalog.pg_attribute ta on ta.attrelid = i.indrelid and ta.attnum = k.attnum and k.attnum > 0
  ) as index_attributes
from pg_catalog.pg_index i
join pg_catalog.pg_class ic on ic.oid = i.indexrelid
join pg_catalog.pg_class tc on tc.oid = i.indrelid
join pg_catalog.pg_namespace n on n.oid = ic.relnamespace
join pg_catalog.pg_am am on am.oid = ic.relam
where ${schemaCondition}
order by n.nspname, tc.relname, ic.relname`
}
