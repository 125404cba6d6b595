import 'server-only'

import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'

import { PGlite } from '@electric-sql/pglite'

import { DASHBOARD_APPLICATION_NAME } from '@/lib/constants'
import { TRANSACTION } from '@/lib/sql/transaction'

import { type Database, type QueryOptions, type QueryParam, type RawResult, toDatabaseQueryError } from './database'
import { decodeResult } from './decode-result'
import { TypeDecoders } from './pg-types'
import { PGLITE_EXTENSIONS } from './pglite-extensions'

export interface PgliteDatabaseOptions {
  dataDir: string
  statementTimeoutMs: number
  onClose?: () => void
}

const keepText = (value: string) => value
const asText = (value: unknown) => String(value)

/**
 * One embedded Postgres in `dataDir`. PGlite is a single session: queries are serialised through a
 * promise queue so a statement, its type lookup and the session reset run back to back. Settings are
 * start parameters so DISCARD ALL keeps them. PGlite (WASM, single-threaded) has no timer to cancel a
 * running statement, so statement_timeout is set but only enforced by a real server.
 */
export async function openPgliteDatabase(options: PgliteDatabaseOptions): Promise<Database> {
  // PGlite creates its own folder but not the parents.
  mkdirSync(dirname(options.dataDir), { recursive: true })
  const pglite = await PGlite.create(options.dataDir, {
    extensions: PGLITE_EXTENSIONS,
    startParams: [
      ...PGlite.defaultStartParams,
      // A real server's default (PGlite's own is just `public`), so both backends resolve names alike.
      '-c',
      'search_path="$user", public',
      '-c',
      `application_name=${DASHBOARD_APPLICATION_NAME}`,
      '-c',
      `statement_timeout=${options.statementTimeoutMs}`,
    ],
  })
  // Decode nothing in PGlite: pg-types.ts turns the text into JSON exactly as it does for `pg`.
  for (const key of Object.keys(pglite.parsers)) pglite.parsers[key] = keepText
  for (const key of Object.keys(pglite.serializers)) pglite.serializers[key] = asText

  const decoders = new TypeDecoders()
  let tail: Promise<unknown> = Promise.resolve()
  let isClosed = false

  const enqueue = <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task)
    tail = run.catch(() => undefined)
    return run
  }

  const runRaw = async (sql: string, params?: (string | null)[]): Promise<RawResult> => {
    if (params && params.length > 0) {
      const result = await pglite.query<(string | null)[]>(sql, params, { rowMode: 'array' })
      return { fields: toFields(result.fields), rows: result.rows }
    }
    // The simple protocol accepts several statements; like `pg`, the last result wins.
    const results = await pglite.exec(sql, { rowMode: 'array' })
    const last = results[results.length - 1]
    return { fields: toFields(last?.fields ?? []), rows: (last?.rows ?? []) as unknown as (string | null)[][] }
  }

  // Never throws: a failure here must not hide the statement's own result or error.
  const restoreSession = async (isReset: boolean) => {
    try {
      if (pglite.isInTransaction()) await pglite.exec(TRANSACTION.rollback)
      if (isReset) await pglite.exec('discard all')
    } catch (error) {
      console.error(`Could not reset the embedded database session: ${(error as Error).message}`)
    }
  }

  return {
    kind: 'pglite',
    query<Row>(sql: string, params?: QueryParam[], queryOptions?: QueryOptions) {
      return enqueue(async () => {
        if (isClosed) throw new Error('The embedded database is closed')
        try {
          const raw = await runRaw(sql, params?.map((value) => (value === null ? null : String(value))))
          return await decodeResult<Row>(raw, decoders, runRaw)
        } catch (error) {
          throw toDatabaseQueryError(error) ?? error
        } finally {
          await restoreSession(queryOptions?.resetSession ?? false)
        }
      })
    },
    close() {
      return enqueue(async () => {
        if (isClosed) return
        isClosed = true
        options.onClose?.()
        await pglite.close()
      })
    },
  }
}

function toFields(fields: readonly { name: string; dataTypeID: number }[]) {
  return fields.map((field) => ({ name: field.name, dataTypeId: field.dataTypeID }))
}
