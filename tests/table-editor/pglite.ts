import { PGlite } from '@electric-sql/pglite'

/** An in-memory Postgres for checking the generated SQL against the real parser and planner. */
export async function createTestDatabase(): Promise<PGlite> {
  const db = new PGlite()
  await db.waitReady
  return db
}
