import 'server-only'

import type { Database } from '@/lib/server/db/database'
import { HttpError } from '@/lib/server/http/http-error'

import { quoteIdent } from '@/lib/sql/quote'

/** Above this many rows (by the planner's estimate) the estimate is returned instead of count(*). */
export const ROW_COUNT_ESTIMATE_THRESHOLD = 50_000

export interface RowCount {
  count: number
  is_estimate: boolean
}

const RELATION_SQL = `
select c.reltuples::float8 as reltuples, c.relkind
from pg_catalog.pg_class c
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'p', 'v', 'm', 'f')`

/**
 * A table's row count without scanning a big table: pg_class.reltuples (kept by ANALYZE and
 * autovacuum) when known, else the planner's estimate; count(*) only when that is small.
 */
export async function countRows(database: Database, schema: string, table: string): Promise<RowCount> {
  const { rows } = await database.query<{ reltuples: number; relkind: string }>(RELATION_SQL, [schema, table])
  const relation = rows[0]
  if (!relation) throw new HttpError(404, `Table "${schema}"."${table}" does not exist`)
  const qualified = `${quoteIdent(schema)}.${quoteIdent(table)}`

  // Never analysed (-1), analysed while empty (0), or a view / partitioned parent (no statistics of
  // its own): ask the planner, which scales by the table's current size.
  let estimate = relation.reltuples
  if (estimate <= 0 || relation.relkind === 'v' || relation.relkind === 'p') {
    const plan = await database.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
      `explain (format json) select 1 from ${qualified}`
    )
    estimate = plan.rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0
  }
  if (estimate > ROW_COUNT_ESTIMATE_THRESHOLD) return { count: Math.round(estimate), is_estimate: true }

  const exact = await database.query<{ count: string }>(`select count(*) as count from ${qualified}`)
  return { count: Number(exact.rows[0]?.count ?? 0), is_estimate: false }
}
