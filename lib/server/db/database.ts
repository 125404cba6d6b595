import 'server-only'

import { isConnectionFailure } from './connection-failure'

/**
 * The one way self-hosted code talks to Postgres, whichever backend serves it: a `pg` pool on
 * POSTGRES_URL or an embedded PGlite. Both return the same JSON for the same query (see pg-types.ts).
 */

/** Parameters are sent as text and typed by Postgres; build arrays with `toTextArrayLiteral`. */
export type QueryParam = string | number | boolean | null

export interface QueryField {
  name: string
  /** The Postgres type OID of the column. */
  dataTypeId: number
}

export interface QueryResult<Row = Record<string, unknown>> {
  rows: Row[]
  fields: QueryField[]
}

export interface QueryOptions {
  /**
   * Undo what the statement may have left on the session (an open transaction, SET, temp tables)
   * once it is done, so a user's SQL never leaks into the next request. Used for user-typed SQL.
   */
  resetSession?: boolean
}

export type DatabaseKind = 'postgres' | 'pglite'

export interface Database {
  readonly kind: DatabaseKind
  /**
   * Runs SQL. Without params several statements may be sent at once (simple protocol); the result is
   * then the LAST statement's rows and fields. With params exactly one statement is allowed.
   */
  query<Row = Record<string, unknown>>(sql: string, params?: QueryParam[], options?: QueryOptions): Promise<QueryResult<Row>>
  close(): Promise<void>
}

/** Rows exactly as Postgres printed them (text format), before decoding. */
export interface RawResult {
  fields: QueryField[]
  rows: (string | null)[][]
}

/** A Postgres-side error: SQLSTATE `code`, 1-based character `position` in the SQL when Postgres gave one. */
export class DatabaseQueryError extends Error {
  readonly code: string
  readonly position?: number
  readonly detail?: string
  readonly hint?: string

  constructor(message: string, fields: { code: string; position?: number; detail?: string; hint?: string }) {
    super(message)
    this.name = 'DatabaseQueryError'
    this.code = fields.code
    this.position = fields.position
    this.detail = fields.detail
    this.hint = fields.hint
  }
}

/**
 * pg and PGlite both raise errors carrying `severity` and a SQLSTATE `code`; anything else is not Postgres's.
 * A DatabaseQueryError is also known by its name: the production build may give each route bundle its own
 * copy of this module, while the one shared Database (see registry.ts) throws the copy that created it.
 */
export function toDatabaseQueryError(error: unknown): DatabaseQueryError | null {
  if (error instanceof DatabaseQueryError) return error
  if (!error || typeof error !== 'object') return null
  const candidate = error as Record<string, unknown>
  // The production build can give server chunks their own copy of this module, and then `instanceof`
  // misses an error the PostgreSQL backend already converted: its name marks it as one.
  const isConverted = candidate.name === 'DatabaseQueryError'
  if ((typeof candidate.severity !== 'string' && !isConverted) || typeof candidate.code !== 'string') return null
  // The server terminating the connection (57P01 …) is no fault of the statement: never a 400.
  if (isConnectionFailure(error)) return null
  const position = Number(candidate.position)
  return new DatabaseQueryError(String(candidate.message ?? 'Database error'), {
    code: candidate.code,
    position: Number.isInteger(position) && position > 0 ? position : undefined,
    detail: typeof candidate.detail === 'string' ? candidate.detail : undefined,
    hint: typeof candidate.hint === 'string' ? candidate.hint : undefined,
  })
}

/** A text[] literal for a single text parameter (`$1::text[]`), identical on both backends. */
export function toTextArrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`
}
