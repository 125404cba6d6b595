import 'server-only'

import type { DatabaseQueryError } from '@/lib/server/db/database'

/**
 * The body fields of a Postgres error answer beyond `message`: SQLSTATE `code`, `position` when
 * Postgres gave one, and `formattedError`, psql-style with the offending line and a caret — what
 * the SQL editor shows.
 */
export function formatDatabaseError(error: DatabaseQueryError, sql?: string): Record<string, unknown> {
  const lines = [`ERROR:  ${error.code}: ${error.message}`]
  if (sql && error.position) lines.push(...pointAt(sql, error.position))
  if (error.detail) lines.push(`DETAIL:  ${error.detail}`)
  if (error.hint) lines.push(`HINT:  ${error.hint}`)
  return {
    code: error.code,
    ...(error.position ? { position: error.position } : {}),
    ...(error.detail ? { detail: error.detail } : {}),
    ...(error.hint ? { hint: error.hint } : {}),
    formattedError: lines.join('\n'),
  }
}

function pointAt(sql: string, position: number): string[] {
  // Postgres counts characters from 1; Array.from walks code points like Postgres does.
  const before = Array.from(sql).slice(0, position - 1).join('')
  const lineNumber = before.split('\n').length
  const column = Array.from(before.slice(before.lastIndexOf('\n') + 1)).length
  const prefix = `LINE ${lineNumber}: `
  return [`${prefix}${sql.split('\n')[lineNumber - 1]}`, `${' '.repeat(prefix.length + column)}^`]
}
