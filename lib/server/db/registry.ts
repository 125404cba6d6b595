import 'server-only'

import { resolve } from 'node:path'

import type { Database } from './database'
import { createPostgresDatabase } from './pg-database'
import { openPgliteDatabase } from './pglite-database'

interface DatabaseRegistry {
  pglite: Map<string, Promise<Database>>
  postgres: Map<string, Database>
}

// On globalThis so Next's dev reloads (fresh module instances) never open one PGlite folder twice.
const REGISTRY_KEY = Symbol.for('supabase.dashboard.databases')

function getRegistry(): DatabaseRegistry {
  const store = globalThis as typeof globalThis & { [REGISTRY_KEY]?: DatabaseRegistry }
  store[REGISTRY_KEY] ??= { pglite: new Map(), postgres: new Map() }
  return store[REGISTRY_KEY]
}

export interface DatabaseSettings {
  statementTimeoutMs: number
  poolMax: number
}

/** The process's one PGlite for `dataDir` (opened on first use, ~3.5 s the very first time). */
export function getPgliteDatabase(dataDir: string, settings: DatabaseSettings): Promise<Database> {
  const key = resolve(dataDir)
  const { pglite } = getRegistry()
  let opening = pglite.get(key)
  if (!opening) {
    opening = openPgliteDatabase({
      dataDir: key,
      statementTimeoutMs: settings.statementTimeoutMs,
      onClose: () => pglite.delete(key),
    })
    pglite.set(key, opening)
    // A failed start (bad folder, disk full) is retried on the next request instead of being cached.
    opening.catch(() => pglite.delete(key))
  }
  return opening
}

/** The process's one bounded pool for `connectionString`. */
export function getPostgresDatabase(connectionString: string, settings: DatabaseSettings): Database {
  const { postgres } = getRegistry()
  let database = postgres.get(connectionString)
  if (!database) {
    database = createPostgresDatabase({
      connectionString,
      poolMax: settings.poolMax,
      statementTimeoutMs: settings.statementTimeoutMs,
      onClose: () => postgres.delete(connectionString),
    })
    postgres.set(connectionString, database)
  }
  return database
}

/** Closes a PGlite folder's database if it is open (before its folder is removed). */
export async function closePgliteDatabase(dataDir: string): Promise<void> {
  const opening = getRegistry().pglite.get(resolve(dataDir))
  if (opening) await (await opening).close()
}

export async function closePostgresDatabase(connectionString: string): Promise<void> {
  await getRegistry().postgres.get(connectionString)?.close()
}

/** Closes every open database and pool (shutdown, tests simulating a restart). */
export async function closeAllDatabases(): Promise<void> {
  const { pglite, postgres } = getRegistry()
  const pending = [...pglite.values()].map(async (opening) => (await opening.catch(() => null))?.close())
  await Promise.all([...pending, ...[...postgres.values()].map((database) => database.close())])
}
