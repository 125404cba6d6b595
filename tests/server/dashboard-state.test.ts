import { writeFileSync } from 'node:fs'
import { join } from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeAllDatabases } from '@/lib/server/db/registry'
import { clearSignInFailures, getRetryAfterSeconds, recordSignInFailure } from '@/lib/server/auth/sign-in-throttle'
import { addStoredProject, getDefaultProjectInsertedAt, readStoredProjects, removeStoredProject } from '@/lib/server/projects/project-store'
import { forgetDashboardSchema, migrateDashboardSchema, getStateDatabase } from '@/lib/server/state/dashboard-schema'

import { createServerDatabase, makeTempDir, TEST_BACKENDS } from './helpers/test-databases'

const THROTTLE_KEY = Symbol.for('supabase.dashboard.sign-in-throttle')
const STORE_CACHE_KEY = Symbol.for('supabase.dashboard.project-store-cache')
const IMPORT_KEY = Symbol.for('supabase.dashboard.projects-json-import')

/** What a fresh replica of the dashboard starts with: none of this process's memory. */
function forgetProcessMemory() {
  const store = globalThis as Record<symbol, unknown>
  delete store[THROTTLE_KEY]
  delete store[STORE_CACHE_KEY]
  delete store[IMPORT_KEY]
  forgetDashboardSchema()
}

describe.each(TEST_BACKENDS)('dashboard state on $name', ({ name }) => {
  let config: { pgliteDataDir: string; postgresUrl?: string; statementTimeoutMs: number; pgPoolMax: number }
  let cleanup: () => Promise<void>

  beforeAll(async () => {
    const dir = makeTempDir()
    const server = name === 'postgres' ? await createServerDatabase() : null
    config = { pgliteDataDir: join(dir.path, 'pglite'), postgresUrl: server?.url, statementTimeoutMs: 60_000, pgPoolMax: 4 }
    cleanup = async () => {
      await closeAllDatabases()
      await server?.drop()
      dir.remove()
    }
  })
  afterAll(() => cleanup?.())

  it('registers, lists and removes created projects with increasing ids', async () => {
    const backend = name
    const first = await addStoredProject(config, { ref: 'aaaaaaaaaaaaaaaaaaaa', name: 'First', inserted_at: '2026-01-02T03:04:05.678Z', backend })
    const second = await addStoredProject(config, { ref: 'bbbbbbbbbbbbbbbbbbbb', name: "O'Brien's", inserted_at: '2026-01-03T00:00:00.000Z', backend })
    expect([first.id, second.id]).toEqual([2, 3])
    forgetProcessMemory()
    expect(await readStoredProjects(config)).toMatchObject([
      { id: 2, ref: 'aaaaaaaaaaaaaaaaaaaa', name: 'First', inserted_at: '2026-01-02T03:04:05.678Z', backend },
      { id: 3, ref: 'bbbbbbbbbbbbbbbbbbbb', name: "O'Brien's", backend },
    ])
    await removeStoredProject(config, first.ref)
    expect((await readStoredProjects(config)).map((project) => project.ref)).toEqual(['bbbbbbbbbbbbbbbbbbbb'])
    await removeStoredProject(config, second.ref)
    expect(await readStoredProjects(config)).toEqual([])
  })

  it('records the default project creation date once', async () => {
    const insertedAt = await getDefaultProjectInsertedAt(config)
    forgetProcessMemory()
    expect(await getDefaultProjectInsertedAt(config)).toBe(insertedAt)
  })

  it('locks a client out after 5 failures, clears on success, and keeps other clients out of it', async () => {
    const now = Date.now()
    for (let attempt = 0; attempt < 4; attempt += 1) await recordSignInFailure(config, '198.51.100.1', now + attempt)
    expect(await getRetryAfterSeconds(config, '198.51.100.1', now + 10)).toBeNull()
    await recordSignInFailure(config, '198.51.100.1', now + 5)
    expect(await getRetryAfterSeconds(config, '198.51.100.1', now + 10)).toBe(300)
    expect(await getRetryAfterSeconds(config, '198.51.100.2', now + 10)).toBeNull()
    // The oldest failure ages out of the 5-minute window, and the client may try again.
    expect(await getRetryAfterSeconds(config, '198.51.100.1', now + 5 * 60_000 + 1)).toBeNull()
    await clearSignInFailures(config, '198.51.100.1')
    expect(await getRetryAfterSeconds(config, '198.51.100.1', now + 10)).toBeNull()
  })
})

describe('sign-in throttle when the database does not answer', () => {
  it('still lets the right password in and still locks a guesser out, counting in the process', async () => {
    forgetProcessMemory()
    // Port 1 refuses connections at once.
    const config = { postgresUrl: 'postgres://dashboard@127.0.0.1:1/state', statementTimeoutMs: 1_000, pgPoolMax: 1 }
    const now = Date.now()
    expect(await getRetryAfterSeconds(config, '198.51.100.9', now)).toBeNull()
    for (let attempt = 0; attempt < 5; attempt += 1) await recordSignInFailure(config, '198.51.100.9', now + attempt)
    expect(await getRetryAfterSeconds(config, '198.51.100.9', now + 10)).toBe(300)
    await clearSignInFailures(config, '198.51.100.9')
    expect(await getRetryAfterSeconds(config, '198.51.100.9', now + 10)).toBeNull()
  })
})

describe.skipIf(!process.env.TEST_POSTGRES_URL)('dashboard state shared through PostgreSQL', () => {
  let server: Awaited<ReturnType<typeof createServerDatabase>>
  let dir: ReturnType<typeof makeTempDir>
  let config: { pgliteDataDir: string; postgresUrl: string; statementTimeoutMs: number; pgPoolMax: number }

  beforeAll(async () => {
    server = await createServerDatabase()
    dir = makeTempDir()
    config = { pgliteDataDir: join(dir.path, 'pglite'), postgresUrl: server.url, statementTimeoutMs: 60_000, pgPoolMax: 4 }
  })
  afterAll(async () => {
    await closeAllDatabases()
    await server?.drop()
    dir?.remove()
  })

  it('imports an earlier projects.json once, then keeps the registry only in the database', async () => {
    const file = {
      default_inserted_at: '2025-05-05T05:05:05.000Z',
      projects: [
        { id: 4, ref: 'cccccccccccccccccccc', name: 'Kept', inserted_at: '2025-06-01T00:00:00.000Z', backend: 'postgres', server: '127.0.0.1:5432', database: 'project_cccccccccccccccccccc' },
        { id: 5, ref: 'dddddddddddddddddddd', name: 'On PGlite', inserted_at: '2025-06-02T00:00:00.000Z', backend: 'pglite' },
      ],
    }
    writeFileSync(join(dir.path, 'projects.json'), JSON.stringify(file))
    forgetProcessMemory()
    expect(await readStoredProjects(config)).toMatchObject([{ id: 4, ref: 'cccccccccccccccccccc', name: 'Kept' }])
    expect(await getDefaultProjectInsertedAt(config)).toBe('2025-05-05T05:05:05.000Z')
    // Later edits to the file are not read again: the table is the registry now.
    writeFileSync(join(dir.path, 'projects.json'), JSON.stringify({ projects: [] }))
    forgetProcessMemory()
    expect(await addStoredProject(config, { ref: 'eeeeeeeeeeeeeeeeeeee', name: 'New', inserted_at: new Date().toISOString(), backend: 'postgres' })).toMatchObject({ id: 5 })
    expect((await readStoredProjects(config)).map((project) => project.ref)).toEqual(['cccccccccccccccccccc', 'eeeeeeeeeeeeeeeeeeee'])
  })

  it('versions its schema, and replicas migrating at once apply each migration once', async () => {
    const database = await getStateDatabase(config)
    await Promise.all([migrateDashboardSchema(database!), migrateDashboardSchema(database!), migrateDashboardSchema(database!)])
    const client = new pg.Client({ connectionString: server.url })
    await client.connect()
    try {
      const { rows } = await client.query('select version, name from supabase_dashboard.migrations order by version')
      expect(rows).toEqual([{ version: 1, name: 'project registry and sign-in throttle' }])
      // Dropped under a running server: the next use makes it again instead of failing.
      await client.query('drop schema supabase_dashboard cascade')
    } finally {
      await client.end()
    }
    expect(await readStoredProjects(config)).toEqual([])
  })

  it('counts sign-in failures from every replica together', async () => {
    const now = Date.now()
    for (let attempt = 0; attempt < 5; attempt += 1) {
      // Each failure as if a different replica (with no memory of the others) answered it.
      forgetProcessMemory()
      await recordSignInFailure(config, '203.0.113.50', now + attempt)
    }
    forgetProcessMemory()
    expect(await getRetryAfterSeconds(config, '203.0.113.50', now + 10)).toBe(300)
  })
})
