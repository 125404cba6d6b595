import 'server-only'

import type { EventEmitter } from 'node:events'

import pg from 'pg'

import { DASHBOARD_APPLICATION_NAME } from '@/lib/constants'
import { isSessionNeutralSql } from '@/lib/sql/session-neutral'
import { TRANSACTION } from '@/lib/sql/transaction'

import { DatabaseUnavailableError, describeServer, isConnectionFailure, unavailableMessage } from './connection-failure'
import { type Database, type QueryOptions, type QueryParam, type RawResult, toDatabaseQueryError } from './database'
import { decodeResult } from './decode-result'
import { TypeDecoders } from './pg-types'

export interface PostgresDatabaseOptions {
  connectionString: string
  poolMax: number
  statementTimeoutMs: number
  onClose?: () => void
}

// Every value arrives as Postgres's text; pg-types.ts decodes it the same way PGlite's results are decoded.
const keepText = (value: string) => value
const TEXT_TYPES = { getTypeParser: () => keepText } as unknown as pg.CustomTypesConfig

// What the server sends once it has run part of a request: a finished statement, rows, a notice.
const PROGRESS_EVENTS = ['commandComplete', 'dataRow', 'notice'] as const

/** A connection lost before any statement of the request completed: safe to run again once. */
class ConnectionLost extends Error {
  constructor(
    readonly original: unknown,
    readonly mayHaveRun: boolean
  ) {
    super(original instanceof Error ? original.message : String(original))
  }
}

/**
 * A bounded `pg` pool: application_name and statement_timeout are startup parameters, so DISCARD ALL keeps them.
 * A dead connection (the server terminated it, restarted, went away) never surfaces as a statement
 * error: the request is run again once on a fresh connection when none of it ran, and otherwise
 * fails with DatabaseUnavailableError (503) naming the server and what it said.
 */
export function createPostgresDatabase(options: PostgresDatabaseOptions): Database {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.poolMax,
    application_name: DASHBOARD_APPLICATION_NAME,
    statement_timeout: options.statementTimeoutMs,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
    types: TEXT_TYPES,
  })
  // An idle client losing its connection must not crash the server; the next checkout reconnects.
  pool.on('error', (error) => console.error(`Postgres pool error: ${error.message}`))
  const decoders = new TypeDecoders()
  const server = describeServer(options.connectionString)
  let isClosed = false

  async function runOnce<Row>(sql: string, params: QueryParam[] | undefined, queryOptions: QueryOptions | undefined) {
    const client = await pool.connect().catch((error: unknown) => {
      throw isConnectionFailure(error) ? new ConnectionLost(error, false) : (toDatabaseQueryError(error) ?? error)
    })
    // A checked-out client has no pool listener: a server-side termination must not crash the process.
    const onClientError = () => {}
    client.on('error', onClientError)
    // Statements the server finished for this request: once one did, running it again could repeat it.
    const connection = (client as unknown as { connection: EventEmitter }).connection
    let completed = 0
    const onComplete = () => completed++
    for (const event of PROGRESS_EVENTS) connection.on(event, onComplete)
    let isBroken = false
    try {
      const runRaw = (text: string, values?: (string | null)[]) => runOnClient(client, text, values)
      const raw = await runRaw(sql, params?.map(toText))
      return await decodeResult<Row>(raw, decoders, runRaw)
    } catch (error) {
      if (isConnectionFailure(error)) {
        isBroken = true
        throw new ConnectionLost(error, completed > 0)
      }
      throw toDatabaseQueryError(error) ?? error
    } finally {
      for (const event of PROGRESS_EVENTS) connection.off(event, onComplete)
      const isReset = (queryOptions?.resetSession ?? false) && !isSessionNeutralSql(sql)
      if (!isBroken) isBroken = !(await restoreSession(client, isReset))
      client.off('error', onClientError)
      client.release(isBroken)
    }
  }

  return {
    kind: 'postgres',
    async query<Row>(sql: string, params?: QueryParam[], queryOptions?: QueryOptions) {
      for (let attempt = 1; ; attempt++) {
        try {
          return await runOnce<Row>(sql, params, queryOptions)
        } catch (error) {
          if (!(error instanceof ConnectionLost)) throw error
          // Nothing of it ran: a fresh connection gets one more go (pooled ones the server killed are gone now).
          // A connection attempt that timed out is not tried again: the caller hears within the timeout.
          const isTimeout = /timeout/i.test(error.message)
          if (attempt === 1 && !error.mayHaveRun && !isTimeout && !isClosed) continue
          throw new DatabaseUnavailableError(unavailableMessage(server, error.original, error.mayHaveRun), {
            mayHaveRun: error.mayHaveRun,
            cause: error.original,
          })
        }
      }
    },
    async close() {
      if (isClosed) return
      isClosed = true
      options.onClose?.()
      await pool.end()
    },
  }
}

async function runOnClient(client: pg.PoolClient, text: string, values?: (string | null)[]): Promise<RawResult> {
  const result = (await client.query({ text, values, rowMode: 'array' })) as pg.QueryResult<(string | null)[]> | pg.QueryResult<(string | null)[]>[]
  // Several statements in one string yield one result each: the dashboard shows the last one.
  const last = Array.isArray(result) ? result[result.length - 1] : result
  return {
    fields: (last?.fields ?? []).map((field) => ({ name: field.name, dataTypeId: field.dataTypeID })),
    rows: last?.rows ?? [],
  }
}

/**
 * Returns false when the connection cannot be trusted any more and must be thrown away. An open
 * transaction is always rolled back; the full reset runs unless the SQL provably left nothing behind
 * (see isSessionNeutralSql), which spares a round trip for constant probes such as `select 1`.
 */
async function restoreSession(client: pg.PoolClient, isReset: boolean): Promise<boolean> {
  try {
    if (client.getTransactionStatus() !== 'I') await client.query(TRANSACTION.rollback)
    if (isReset) await client.query('discard all')
    return true
  } catch {
    return false
  }
}

function toText(value: QueryParam): string | null {
  return value === null ? null : String(value)
}
