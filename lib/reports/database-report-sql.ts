import { quoteIdent } from '@/lib/sql/quote'

/**
 * SQL of the database report, read from the database's own statistics views. The counters sample
 * (one row, taken every few seconds while the report is open) touches no table data and no file
 * sizes, so it stays cheap however many tables there are; sizes are read once, on request.
 */

export const DATABASE_COUNTERS_SQL = `select
  floor(extract(epoch from clock_timestamp()) * 1000)::float8 as sampled_at_ms,
  current_setting('max_connections')::int as max_connections,
  (select coalesce(json_object_agg(state, connections), '{}'::json)
     from (select coalesce(a.state, 'unknown') as state, count(*)::int as connections
             from pg_stat_activity a
            where a.datname = current_database() and a.backend_type = 'client backend'
            group by 1) as by_state) as connections,
  d.xact_commit::float8 as xact_commit, d.xact_rollback::float8 as xact_rollback,
  d.blks_read::float8 as blks_read, d.blks_hit::float8 as blks_hit,
  d.tup_fetched::float8 as tup_fetched, d.tup_returned::float8 as tup_returned,
  (d.tup_inserted + d.tup_updated + d.tup_deleted)::float8 as tup_written,
  d.deadlocks::float8 as deadlocks
from pg_stat_database d
where d.datname = current_database()`

export interface DatabaseCounters {
  sampled_at_ms: number
  max_connections: number
  connections: Record<string, number>
  xact_commit: number
  xact_rollback: number
  blks_read: number
  blks_hit: number
  tup_fetched: number
  tup_returned: number
  tup_written: number
  deadlocks: number
}

export const REPORT_ROW_LIMIT = 10

/** The largest tables with their dead-row share and upkeep, and the tables with the most dead rows. */
export const TABLE_HEALTH_SQL = `with tables as (
  select s.relid, s.schemaname as schema, s.relname as name, pg_total_relation_size(s.relid)::float8 as total_bytes,
    s.n_live_tup::float8 as live_rows, s.n_dead_tup::float8 as dead_rows,
    greatest(s.last_vacuum, s.last_autovacuum) as last_vacuum, greatest(s.last_analyze, s.last_autoanalyze) as last_analyze
  from pg_stat_user_tables s
)
(select 'largest' as list, t.schema, t.name, t.total_bytes, t.live_rows, t.dead_rows, t.last_vacuum, t.last_analyze
   from tables t order by t.total_bytes desc, t.schema, t.name limit ${REPORT_ROW_LIMIT})
union all
(select 'dead_rows' as list, t.schema, t.name, t.total_bytes, t.live_rows, t.dead_rows, t.last_vacuum, t.last_analyze
   from tables t where t.dead_rows > 0
   order by t.dead_rows / (t.live_rows + t.dead_rows) desc, t.dead_rows desc limit ${REPORT_ROW_LIMIT})`

export interface TableHealthRow {
  list: 'largest' | 'dead_rows'
  schema: string
  name: string
  total_bytes: number
  live_rows: number
  dead_rows: number
  last_vacuum: string | null
  last_analyze: string | null
}

/** The largest indexes, and the indexes never scanned since the statistics were reset (unique ones are kept: they enforce a rule). */
export const INDEX_USAGE_SQL = `with indexes as (
  select s.schemaname as schema, s.relname as table_name, s.indexrelname as name, pg_relation_size(s.indexrelid)::float8 as bytes,
    s.idx_scan::float8 as scans, i.indisunique as is_unique
  from pg_stat_user_indexes s join pg_index i on i.indexrelid = s.indexrelid
)
(select 'largest' as list, x.* from indexes x order by x.bytes desc, x.schema, x.name limit ${REPORT_ROW_LIMIT})
union all
(select 'unused' as list, x.* from indexes x where x.scans = 0 and not x.is_unique order by x.bytes desc, x.schema, x.name limit ${REPORT_ROW_LIMIT})`

export interface IndexUsageRow {
  list: 'largest' | 'unused'
  schema: string
  table_name: string
  name: string
  bytes: number
  scans: number
  is_unique: boolean
}

/** The slowest statements by mean time and the most frequent by calls, from pg_stat_statements in its schema. */
export function buildStatementsReportSql(schema: string): string {
  const view = `${quoteIdent(schema)}.pg_stat_statements`
  const columns = `s.query, s.calls::float8 as calls, round(s.mean_exec_time::numeric, 2)::float8 as mean_ms,
    round(s.total_exec_time::numeric, 2)::float8 as total_ms, s.rows::float8 as rows`
  return `(select 'slowest' as list, ${columns} from ${view} s where s.dbid = (select oid from pg_database where datname = current_database())
   order by s.mean_exec_time desc limit ${REPORT_ROW_LIMIT})
union all
(select 'frequent' as list, ${columns} from ${view} s where s.dbid = (select oid from pg_database where datname = current_database())
   order by s.calls desc limit ${REPORT_ROW_LIMIT})`
}

export interface StatementReportRow {
  list: 'slowest' | 'frequent'
  query: string
  calls: number
  mean_ms: number
  total_ms: number
  rows: number
}
