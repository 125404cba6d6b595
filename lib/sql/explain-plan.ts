import { stripSqlComments } from './strip-comments'

const EXPLAIN = /^\s*explain\b/i
const PLAN_COLUMN = 'QUERY PLAN'

/** Whether a statement is an EXPLAIN (comments ahead of it do not count). */
export function isExplainStatement(sql: string): boolean {
  return EXPLAIN.test(stripSqlComments(sql))
}

/**
 * The plan an EXPLAIN returned, as the text to show: one "QUERY PLAN" line per row for the text
 * format, pretty-printed for FORMAT JSON. Null when the rows are not a plan (e.g. EXPLAIN … INTO).
 */
export function explainPlanText(rows: readonly Record<string, unknown>[]): string | null {
  if (rows.length === 0 || !rows.every((row) => PLAN_COLUMN in row)) return null
  return rows
    .map((row) => {
      const value = row[PLAN_COLUMN]
      return typeof value === 'string' ? value : JSON.stringify(value, null, 2)
    })
    .join('\n')
}
