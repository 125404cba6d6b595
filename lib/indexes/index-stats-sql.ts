import { quoteLiteral } from '@/lib/sql/quote'

/** One index's use: its size on disk and how often the planner has scanned it since statistics were reset. */
export interface IndexStats {
  id: number
  size_bytes: number
  scans: number
}

/**
 * Size and scan count of every index on the user tables of a schema (pg_stat_user_indexes leaves out
 * the system catalogues). Numbers are float8 so they arrive as JSON numbers, not bigint strings.
 */
export function buildIndexStatsSql(schema: string): string {
  return `select s.indexrelid::int as id, pg_catalog.pg_relation_size(s.indexrelid)::float8 as size_bytes, coalesce(s.idx_scan, 0)::float8 as scans
from pg_catalog.pg_stat_user_indexes s
where s.schemaname = ${quoteLiteral(schema)}
order by s.indexrelid`
}
