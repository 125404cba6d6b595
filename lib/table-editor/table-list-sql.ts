/**
 * The table editor's list of a schema's tables: only what the list shows (name, row estimate, the
 * RLS flag), read straight from pg_class. pg-meta's /tables adds each table's on-disk size, primary
 * keys and relationships, which cost a file-system look-up per table and are not shown in the list.
 */
import { quoteLiteral } from '@/lib/sql/quote'

export interface TableListEntry {
  id: number
  schema: string
  name: string
  rls_enabled: boolean
  /** The statistics' live-row estimate (never a count(*)). */
  live_rows_estimate: number
}

/** Ordinary and partitioned tables of one schema, by name. */
export function tableListSql(schema: string): string {
  return `select c.oid::int8 as id, n.nspname as schema, c.relname as name, c.relrowsecurity as rls_enabled,
  pg_catalog.pg_stat_get_live_tuples(c.oid) as live_rows_estimate
from pg_catalog.pg_class c
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
where n.nspname = ${quoteLiteral(schema)} and c.relkind in ('r', 'p')
order by c.relname`
}

export interface TableListRow {
  id: number | string
  schema: string
  name: string
  rls_enabled: boolean
  live_rows_estimate: number | string | null
}

/** bigint columns come back as strings from the query endpoint: the list wants numbers. */
export function parseTableList(rows: readonly TableListRow[]): TableListEntry[] {
  return rows.map((row) => ({
    id: Number(row.id),
    schema: row.schema,
    name: row.name,
    rls_enabled: row.rls_enabled === true,
    live_rows_estimate: Number(row.live_rows_estimate ?? 0),
  }))
}
