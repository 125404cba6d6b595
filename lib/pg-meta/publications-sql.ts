/**
 * postgres-meta's `GET /publications` query (PostgresPublication), shared by the self-hosted route
 * handler and the mock platform. `tables` is null for a publication FOR ALL TABLES; otherwise every
 * table it publishes (added one by one or through FOR TABLES IN SCHEMA), as pg_publication_tables
 * resolves them.
 */
export const PUBLICATIONS_SQL = `
select
  p.oid::int as id,
  p.pubname as name,
  pg_catalog.pg_get_userbyid(p.pubowner) as owner,
  p.pubinsert as publish_insert,
  p.pubupdate as publish_update,
  p.pubdelete as publish_delete,
  p.pubtruncate as publish_truncate,
  case when p.puballtables then null else coalesce((
    select json_agg(json_build_object('id', c.oid::int, 'name', c.relname, 'schema', n.nspname) order by n.nspname, c.relname)
    from pg_catalog.pg_publication_tables pt
    join pg_catalog.pg_namespace n on n.nspname = pt.schemaname
    join pg_catalog.pg_class c on c.relnamespace = n.oid and c.relname = pt.tablename
    where pt.pubname = p.pubname
  ), '[]'::json) end as tables
from pg_catalog.pg_publication p
order by p.pubname`
