import 'server-only'

/**
 * What a self-hosted server can honour of the explorer's analytics SQL (lib/logs/default-query.ts):
 * the source of its FROM clause, its LIMIT and an event-message search. The rest (field selection,
 * unnesting) needs no evaluation here, because every row carries all its fields.
 */

export const MAX_SELF_HOSTED_LOG_ROWS = 1000
const DEFAULT_LIMIT = 100

export interface LogsRequest {
  source: string | null
  limit: number
  /** Case-insensitive search of event_message, when the SQL has one. */
  search?: RegExp
}

/** Undoes quoteLogsString: a BigQuery single-quoted literal's content. */
export function unquoteLogsString(content: string): string {
  return content.replace(/\\(.)/g, (_, char: string) => {
    if (char === 'n') return '\n'
    if (char === 'r') return '\r'
    if (char === 't') return '\t'
    return char
  })
}

export function readLogsRequest(sql: string): LogsRequest {
  const source = /\bfrom\s+([a-z_][a-z0-9_]*)/i.exec(sql)?.[1]?.toLowerCase() ?? null
  const limitMatch = /\blimit\s+(\d+)/i.exec(sql)
  const limit = Math.min(limitMatch ? Number(limitMatch[1]) : DEFAULT_LIMIT, MAX_SELF_HOSTED_LOG_ROWS)
  const searchMatch = /regexp_contains\(\s*event_message\s*,\s*'((?:[^'\\]|\\.)*)'\s*\)/i.exec(sql)
  if (!searchMatch) return { source, limit }
  const pattern = unquoteLogsString(searchMatch[1]).replace(/^\(\?i\)/, '')
  try {
    return { source, limit, search: new RegExp(pattern, 'i') }
  } catch {
    // An unreadable pattern is searched for as plain text rather than failing the whole request.
    return { source, limit, search: new RegExp(pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i') }
  }
}
