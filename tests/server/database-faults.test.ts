import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DASHBOARD_APPLICATION_NAME } from '@/lib/constants'

import { callRoute } from './helpers/routes'
import { createPrivateCluster, HAS_POSTGRES_BINARIES, type PrivateCluster } from './helpers/private-cluster'
import { DEFAULT_PROJECT, withSelfHostedDatabase } from './helpers/self-hosted-database'
import { useServerEnv } from './helpers/routes'

/**
 * Database faults on a real PostgreSQL (TEST_POSTGRES_URL): a connection the server killed is never
 * a statement error (400) or a crash (500). Nothing of the request ran → it runs again on a fresh
 * connection; part of it may have run → 503 with a retry hint; the server down → 503 at once, and
 * the first query once it is back succeeds, without restarting the dashboard.
 */
const hasServer = Boolean(process.env.TEST_POSTGRES_URL)

const loadRoutes = async () => ({
  query: (await import('@/app/api/platform/pg-meta/[ref]/query/route')).POST,
  tables: (await import('@/app/api/platform/pg-meta/[ref]/tables/route')).GET,
})

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_POSTGRES_URL })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

async function waitFor<T>(read: () => Promise<T>, isDone: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (isDone(value) || Date.now() > deadline) return value
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe.skipIf(!hasServer)('connections the server terminates (pg_terminate_backend)', () => {
  const database = withSelfHostedDatabase('postgres', loadRoutes)
  const query = (sql: string) => callRoute(database.routes.query, 'POST', '/pg-meta/default/query', { ...DEFAULT_PROJECT, body: { query: sql } })
  const databaseName = () => new URL(database.serverUrl ?? '').pathname.slice(1)
  const dashboardBackends = (client: pg.Client, extra = '') =>
    client.query<{ pid: number }>(`select pid from pg_stat_activity where datname = $1 and application_name = $2 ${extra}`, [databaseName(), DASHBOARD_APPLICATION_NAME])

  it('answers the next query after every pooled connection was terminated, idle or just checked out', async () => {
    // Several connections in the pool, all idle afterwards.
    const warm = await Promise.all(Array.from({ length: 4 }, () => query('select pg_sleep(0.2), 1 as one')))
    expect(warm.map((response) => response.status)).toEqual([200, 200, 200, 200])

    for (let round = 0; round < 3; round++) {
      const terminated = await withAdmin(async (client) => {
        const { rows } = await dashboardBackends(client)
        for (const { pid } of rows) await client.query('select pg_terminate_backend($1)', [pid])
        return rows.length
      })
      expect(terminated).toBeGreaterThan(0)
      // At once, while the pool may still hold the dead clients, and then again: never 400 or 500.
      const next = await Promise.all([query('select 1 as one'), query('select 2 as two'), query('select count(*)::int as n from pg_class where false')])
      expect(next).toEqual([
        expect.objectContaining({ status: 200, body: [{ one: 1 }] }),
        expect.objectContaining({ status: 200, body: [{ two: 2 }] }),
        expect.objectContaining({ status: 200, body: [{ n: 0 }] }),
      ])
    }
    expect((await callRoute(database.routes.tables, 'GET', '/pg-meta/default/tables', DEFAULT_PROJECT)).status).toBe(200)
  })

  it('answers 503 with a retry hint when the connection dies after part of the request ran', async () => {
    const running = query("create table public.fault_marker (id int); select pg_sleep(30)")
    const [backend] = (
      await waitFor(
        () => withAdmin((client) => dashboardBackends(client, `and state = 'active' and query like '%pg_sleep(30)%'`)),
        (result) => result.rows.length > 0
      )
    ).rows
    expect(backend).toBeDefined()
    await withAdmin((client) => client.query('select pg_terminate_backend($1)', [backend.pid]))
    const response = await running
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/)
    expect((response.body as { message: string }).message).toMatch(/was lost while the statement ran .*terminating connection due to administrator command.*may have run in part/)
    // The next query is served by a fresh connection.
    expect(await query('select 1 as one')).toEqual(expect.objectContaining({ status: 200, body: [{ one: 1 }] }))
  })

  it("keeps a statement's own error a 400 with Postgres's message", async () => {
    expect(await query('select frm')).toMatchObject({ status: 400, body: { message: 'column "frm" does not exist', code: '42703' } })
  })
})

describe.skipIf(!hasServer)('a PostgreSQL server of its own, stopped and started again', () => {
  let cluster: PrivateCluster | undefined
  let routes: Awaited<ReturnType<typeof loadRoutes>>

  beforeAll(async () => {
    if (!HAS_POSTGRES_BINARIES) throw new Error('TEST_POSTGRES_URL is set but initdb/pg_ctl are missing: install the PostgreSQL server package')
    cluster = await createPrivateCluster()
    useServerEnv({ POSTGRES_URL: cluster.url, PGLITE_DATA_DIR: '/nonexistent-pglite-unused' })
    routes = await loadRoutes()
  }, 120_000)

  afterAll(async () => {
    const { closeAllDatabases } = await import('@/lib/server/db/registry')
    await closeAllDatabases()
    cluster?.remove()
  })

  const query = (sql: string) => callRoute(routes.query, 'POST', '/pg-meta/default/query', { ...DEFAULT_PROJECT, body: { query: sql } })

  it('answers 503 naming the server within seconds while it is down, and 200 on the first query once it is back', async () => {
    expect(await query('select 1 as one')).toEqual(expect.objectContaining({ status: 200, body: [{ one: 1 }] }))
    cluster!.stop()

    const startedAt = Date.now()
    const down = await query('select 1 as one')
    expect(Date.now() - startedAt).toBeLessThan(5_000)
    expect(down.status).toBe(503)
    expect(down.headers.get('retry-after')).toMatch(/^\d+$/)
    expect((down.body as { message: string }).message).toContain(`127.0.0.1:${cluster!.port}`)
    expect((down.body as { message: string }).message).toMatch(/ECONNREFUSED/)
    const tables = await callRoute(routes.tables, 'GET', '/pg-meta/default/tables', DEFAULT_PROJECT)
    expect(tables.status).toBe(503)

    cluster!.start()
    expect(await query('select 1 as one')).toEqual(expect.objectContaining({ status: 200, body: [{ one: 1 }] }))
    expect((await callRoute(routes.tables, 'GET', '/pg-meta/default/tables', DEFAULT_PROJECT)).status).toBe(200)
  })
})
