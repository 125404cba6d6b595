import { createPostgresDatabase } from '@/lib/server/db/pg-database'
import { openPgliteDatabase } from '@/lib/server/db/pglite-database'
import type { Database } from '@/lib/server/db/database'
import { listTables } from '@/lib/server/pg-meta/tables'
import type { PgTable } from '@/lib/api/types'

import { createServerDatabase, makeTempDir, type TestBackend } from '../server/helpers/test-databases'

/** A fresh database of the backend (an embedded PGlite folder, or a new database on the test server). */
export async function openBackend(backend: TestBackend): Promise<{ database: Database; close: () => Promise<void> }> {
  if (backend.name === 'postgres') {
    const server = await createServerDatabase()
    const database = createPostgresDatabase({ connectionString: server.url, poolMax: 2, statementTimeoutMs: 60_000 })
    return { database, close: async () => (await database.close(), await server.drop()) }
  }
  const dir = makeTempDir()
  const database = await openPgliteDatabase({ dataDir: `${dir.path}/pglite`, statementTimeoutMs: 60_000 })
  return { database, close: async () => (await database.close(), dir.remove()) }
}

/** One table as pg-meta reads it back, columns included. */
export async function readTable(database: Database, schema: string, name: string): Promise<PgTable | undefined> {
  const tables = await listTables(database, { filter: { included: [schema], excluded: [] }, isColumnsIncluded: true })
  return tables.find((table) => table.name === name)
}
