import 'server-only'

import { randomBytes } from 'node:crypto'

import pg from 'pg'

import { DASHBOARD_APPLICATION_NAME } from '@/lib/constants'
import {
  type Database,
  DatabaseQueryError,
  type QueryResult,
  type RawResult,
  toDatabaseQueryError,
} from '@/lib/server/db/database'
import { decodeResult } from '@/lib/server/db/decode-result'
import { TypeDecoders } from '@/lib/server/db/pg-types'
import { TRANSACTION, type TransactionEnd } from '@/lib/sql/transaction'

/** A server-side cursor over one query's rows, read a batch at a time. */
export interface ExportCursor {
  /** The next rows (decoded like every self-hosted query) and the result's columns; fewer than `count` at the end. */
  fetch(count: number): Promise<QueryResult>
  /** Releases the cursor and its connection; safe to call more than once. */
  close(): Promise<void>
}

/** A unique cursor name (hex only, so it needs no quoting). */
export function createCursorName(): string {
  return `dashboard_export_${randomBytes(8).toString('hex')}`
}

/** `DECLARE … FOR <query>`; the newline keeps a trailing `-- comment` of the query from swallowing anything. */
export function declareCursorSql(name: string, query: string, isHoldable: boolean): string {
  return `declare ${name} no scroll cursor${isHoldable ? ' with hold' : ''} for ${query}\n`
}

/**
 * A Postgres error raised for SQL that wrapped the user's query: its position is moved back by the
 * `prefixLength` characters sent ahead of the query (dropped when it pointed into the wrapper).
 * Anything that is not a Postgres error is returned as it is.
 */
export function relativeToQuery(error: unknown, prefixLength: number): unknown {
  const databaseError = toDatabaseQueryError(error)
  if (!databaseError) return error
  const { position } = databaseError
  return new DatabaseQueryError(databaseError.message, {
    code: databaseError.code,
    detail: databaseError.detail,
    hint: databaseError.hint,
    position: position !== undefined && position > prefixLength ? position - prefixLength : undefined,
  })
}

/** How many characters DECLARE puts ahead of the query. */
export function declarePrefixLength(isHoldable: boolean): number {
  return declareCursorSql(createCursorName(), '', isHoldable).length - 1
}

/**
 * Starts the transaction an export re-runs its query in: READ ONLY, so a query whose text looked
 * read-only but writes after all (a function that inserts, nextval) fails instead of writing twice.
 */
export const READ_ONLY_BEGIN = `${TRANSACTION.begin} transaction read only`

// Every value stays Postgres's text: pg-types.ts decodes it exactly as the query endpoint does.
const keepText = (value: string) => value
const TEXT_TYPES = { getTypeParser: () => keepText } as unknown as pg.CustomTypesConfig

/**
 * On a Postgres server: a dedicated connection (a pool connection would go back to the pool between
 * batches) holding one transaction with DECLARE … CURSOR, read with FETCH; the transaction is
 * committed when the export ends and rolled back when it is abandoned.
 */
export async function openPostgresCursor(
  connectionString: string,
  query: string,
  options: { statementTimeoutMs: number }
): Promise<ExportCursor> {
  const client = new pg.Client({
    connectionString,
    application_name: DASHBOARD_APPLICATION_NAME,
    statement_timeout: options.statementTimeoutMs,
    types: TEXT_TYPES,
  })
  // A dropped connection must not crash the server; the next FETCH reports it.
  client.on('error', (error) => console.error(`Export connection error: ${error.message}`))
  const name = createCursorName()
  const decoders = new TypeDecoders()
  const runRaw = async (text: string, values?: (string | null)[]): Promise<RawResult> => {
    const result = await client.query<(string | null)[]>({ text, values, rowMode: 'array' })
    return { fields: result.fields.map((field) => ({ name: field.name, dataTypeId: field.dataTypeID })), rows: result.rows }
  }
  let isClosed = false
  const close = async (outcome: TransactionEnd) => {
    if (isClosed) return
    isClosed = true
    await client.query(outcome).catch(() => undefined)
    await client.end().catch(() => undefined)
  }

  await client.connect()
  try {
    await client.query(READ_ONLY_BEGIN)
    await client.query(declareCursorSql(name, query, false))
  } catch (error) {
    await close(TRANSACTION.rollback)
    throw relativeToQuery(error, declarePrefixLength(false))
  }
  return {
    async fetch(count) {
      try {
        return await decodeResult(await runRaw(`fetch forward ${Math.trunc(count)} from ${name}`), decoders, runRaw)
      } catch (error) {
        await close(TRANSACTION.rollback)
        throw toDatabaseQueryError(error) ?? error
      }
    },
    close: () => close(TRANSACTION.commit),
  }
}

/**
 * Through the Database interface (embedded PGlite: one session shared by every request, each call
 * its own transaction, an unfinished one rolled back): a WITH HOLD cursor outlives the DECLARE's transaction, so each FETCH is one
 * short queued call and other requests still get their turn between batches.
 */
export async function openDatabaseCursor(database: Database, query: string): Promise<ExportCursor> {
  const name = createCursorName()
  // The held cursor's rows are computed at COMMIT, still inside the read-only transaction.
  const prefix = `${READ_ONLY_BEGIN};\n`
  try {
    await database.query(`${prefix}${declareCursorSql(name, query, true)};\n${TRANSACTION.commit}`)
  } catch (error) {
    throw relativeToQuery(error, prefix.length + declarePrefixLength(true))
  }
  let isClosed = false
  const close = async () => {
    if (isClosed) return
    isClosed = true
    await database.query(`close ${name}`).catch(() => undefined)
  }
  return {
    async fetch(count) {
      try {
        return await database.query(`fetch forward ${Math.trunc(count)} from ${name}`)
      } catch (error) {
        await close()
        throw error
      }
    },
    close,
  }
}
