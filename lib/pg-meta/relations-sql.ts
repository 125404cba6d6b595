/**
 * postgres-meta's `GET /materialized-views` (PostgresMaterializedView) and `GET /foreign-tables`
 * (PostgresForeignTable) queries, shared by the self-hosted route handlers and the mock platform.
 * `schemaCondition` is the caller's SQL condition on `n.nspname` (its own parameters); columns come
 * from columnsSql, for the relations these list.
 */
export function materializedViewsSql(schemaCondition: string): string {
  return `
select
  c.oid as id,
  n.nspname as schema,
  c.relname as name,
  c.relispopulated as is_populated,
  pg_catalog.obj_description(c.oid, 'pg_class') as comment
from pg_catalog.pg_class c
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
where c.relkind = 'm' and ${schemaCondition}
order by n.nspname, c.relname`
}

export function foreignTablesSql(schemaCondition: string): string {
  return `
select
  c.oid as id,
  n.nspname as schema,
  c.relname as name,
  pg_catalog.obj_description(c.oid, 'pg_class') as comment
from pg_catalog.pg_class c
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
where c.relkind = 'f' and ${schemaCondition}
order by n.nspname, c.relname`
}
