/** The AI log generator's contract: a described search in, one logs query (the explorer's dialect) out. */
import type { LogSourceReference } from '@/lib/catalog/log-sources'

export const LOG_DESCRIPTION_MAX = 1_000

export interface LogQueryRequest {
  projectRef: string
  /** The source the explorer shows; the query reads from it. */
  source: LogSourceReference
  description: string
}

export interface LogQueryAnswer {
  sql: string
}

/** A logs query only reads: one SELECT (or WITH … SELECT), without a trailing semicolon. */
export function normalizeGeneratedLogQuery(text: string): string | null {
  const sql = text
    .trim()
    .replace(/^```(?:sql)?\s*/i, '')
    .replace(/\s*```$/, '')
    .trim()
    .replace(/;\s*$/, '')
  if (!/^(select|with)\b/i.test(sql) || sql.includes(';')) return null
  return sql
}
