import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import pg from 'pg'

/**
 * Where the self-hosted tests run: always on a fresh embedded PGlite folder, and also on a fresh
 * database of the server in TEST_POSTGRES_URL when it is set (created here, dropped afterwards).
 */
export interface TestBackend {
  name: 'pglite' | 'postgres'
}

export const TEST_BACKENDS: TestBackend[] = [
  { name: 'pglite' },
  ...(process.env.TEST_POSTGRES_URL ? [{ name: 'postgres' as const }] : []),
]

export function makeTempDir(prefix = 'dashboard-selfhosted-'): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), prefix))
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) }
}

/** A new empty database on the TEST_POSTGRES_URL server, and the way to drop it (and any it names). */
export async function createServerDatabase(): Promise<{ url: string; drop: (...extra: string[]) => Promise<void> }> {
  const adminUrl = requireTestPostgresUrl()
  const name = `dashboard_test_${randomBytes(6).toString('hex')}`
  await withAdmin(adminUrl, (client) => client.query(`create database "${name}"`))
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: (...extra: string[]) =>
      withAdmin(adminUrl, async (client) => {
        for (const database of [name, ...extra]) await client.query(`drop database if exists "${database}" with (force)`)
      }),
  }
}

/** Databases on the test server whose name starts with `prefix` (to clean up what a test created). */
export async function listServerDatabases(prefix: string): Promise<string[]> {
  return withAdmin(requireTestPostgresUrl(), async (client) => {
    const result = await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [prefix])
    return result.rows.map((row) => row.datname)
  })
}

function requireTestPostgresUrl(): string {
  const url = process.env.TEST_POSTGRES_URL
  if (!url) throw new Error('TEST_POSTGRES_URL is not set')
  return url
}

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

/** Roles belong to the whole server, not a database: drop the ones a test made once its database is gone. */
export async function dropServerRoles(names: readonly string[]): Promise<void> {
  await withAdmin(requireTestPostgresUrl(), async (client) => {
    for (const name of names) await client.query(`drop role if exists "${name.replaceAll('"', '""')}"`)
  })
}
