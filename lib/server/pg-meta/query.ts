import 'server-only'

import { type Database, toDatabaseQueryError } from '@/lib/server/db/database'
import { HttpError } from '@/lib/server/http/http-error'

import { formatDatabaseError } from './format-error'

/**
 * Runs SQL typed by the user (SQL editor, table editor, AI helpers): the rows of the last statement;
 * a Postgres error becomes 400 {message, code, position?, formattedError}. The session is reset
 * afterwards so nothing the SQL set (search_path, an open transaction) outlives the request.
 */
export async function runUserQuery(database: Database, sql: string): Promise<Record<string, unknown>[]> {
  try {
    const { rows } = await database.query(sql, undefined, { resetSession: true })
    return rows
  } catch (error) {
    const databaseError = toDatabaseQueryError(error)
    if (!databaseError) throw error
    throw new HttpError(400, databaseError.message, { extra: formatDatabaseError(databaseError, sql) })
  }
}
