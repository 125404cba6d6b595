import { quoteIdent } from '@/lib/sql/quote'

/**
 * SQL of the Query performance advisor: the most time-consuming statements from pg_stat_statements.
 * The extension may live in any schema (the platform installs it in `extensions`), so the schema is
 * passed in. Index proposals for a statement are in index-proposals.ts.
 */

export const TOP_QUERIES_LIMIT = 20

export function buildTopQueriesSql(schema: string, limit = TOP_QUERIES_LIMIT): string {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`Invalid limit: ${limit}`)
  return `select s.queryid::text as queryid, s.query, pg_get_userbyid(s.userid) as role, s.calls,
  round(s.total_exec_time::numeric, 2)::float8 as total_time_ms,
  round(s.mean_exec_time::numeric, 2)::float8 as mean_time_ms,
  round(s.max_exec_time::numeric, 2)::float8 as max_time_ms,
  s.rows,
  round(100.0 * s.shared_blks_hit / nullif(s.shared_blks_hit + s.shared_blks_read, 0), 2)::float8 as cache_hit_percent
from ${quoteIdent(schema)}.pg_stat_statements s
order by s.total_exec_time desc
limit ${limit}`
}

export interface TopQueryRow {
  queryid: string | null
  query: string
  role: string
  calls: number | string
  total_time_ms: number
  mean_time_ms: number
  max_time_ms: number
  rows: number | string
  cache_hit_percent: number | null
}
