import 'server-only'

import { readableIdent } from '@/lib/sql/quote'
import { DatabaseQueryError, type Database, toDatabaseQueryError } from '@/lib/server/db/database'
import { HttpError } from '@/lib/server/http/http-error'

import { formatDatabaseError } from './format-error'

export interface UserQueryOptions {
  /** Run the SQL as this role (SET LOCAL ROLE) until its transaction ends; absent, as the connection's own role. */
  role?: string
}

/**
 * The SQL as sent: with a role, `set local role …;` goes first in the same request. Postgres runs the
 * statements of one request as one implicit transaction, so the switch lasts until that transaction
 * ends (the request's end, or the caller's own COMMIT) and never outlives the request. This is a way
 * to see the database as a role, not a sandbox: the SQL could RESET ROLE, as its author could anyway.
 */
export function withRole(sql: string, role: string | undefined): { sql: string; offset: number } {
  if (role === undefined) return { sql, offset: 0 }
  const prefix = `set local role ${readableIdent(role)};\n`
  return { sql: `${prefix}${sql}`, offset: Array.from(prefix).length }
}

/** Postgres's error position counted in the caller's SQL, not in the SQL with the role switch before it. */
function inCallerSql(error: DatabaseQueryError, offset: number): DatabaseQueryError {
  if (!offset || !error.position) return error
  const position = error.position > offset ? error.position - offset : undefined
  return new DatabaseQueryError(error.message, { code: error.code, position, detail: error.detail, hint: error.hint })
}

/**
 * Runs SQL typed by the user (SQL editor, table editor, AI helpers): the rows of the last statement;
 * a Postgres error becomes 400 {message, code, position?, formattedError}. The session is reset
 * afterwards so nothing the SQL set (search_path, an open transaction) outlives the request.
 */
export async function runUserQuery(database: Database, sql: string, options: UserQueryOptions = {}): Promise<Record<string, unknown>[]> {
  const sent = withRole(sql, options.role)
  try {
    const { rows } = await database.query(sent.sql, undefined, { resetSession: true })
    return rows
  } catch (error) {
    const databaseError = toDatabaseQueryError(error)
    if (!databaseError) throw error
    const callerError = inCallerSql(databaseError, sent.offset)
    throw new HttpError(400, callerError.message, { extra: formatDatabaseError(callerError, sql) })
  }
}
