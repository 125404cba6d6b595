import 'server-only'

import pg from 'pg'

import { DASHBOARD_APPLICATION_NAME } from '@/lib/constants'
import { TRANSACTION } from '@/lib/sql/transaction'

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

/** A bounded `pg` pool: application_name and statement_timeout are startup parameters, so DISCARD ALL keeps them. */
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
  let isClosed = false

  return {
    kind: 'postgres',
    async query<Row>(sql: string, params?: QueryParam[], queryOptions?: QueryOptions) {
      const client = await pool.connect().catch((error: unknown) => {
        throw toDatabaseQueryError(error) ?? error
      })
      let isBroken = false
      try {
        const runRaw = (text: string, values?: (string | null)[]) => runOnClient(client, text, values)
        const raw = await runRaw(sql, params?.map(toText))
        return await decodeResult<Row>(raw, decoders, runRaw)
      } catch (error) {
        throw toDatabaseQueryError(error) ?? error
      } finally {
        isBroken = !(await restoreSession(client, queryOptions?.resetSession ?? false))
        client.release(isBroken)
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

/** Returns false when the connection cannot be trusted any more and must be thrown away. */
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
