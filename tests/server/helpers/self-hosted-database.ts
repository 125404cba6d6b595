import { afterAll, beforeAll } from 'vitest'

import { callRoute, useServerEnv } from './routes'
import { createServerDatabase, makeTempDir, type TestBackend } from './test-databases'

export const DEFAULT_PROJECT = { params: { ref: 'default' } }

export interface SelfHostedDatabase<Routes> {
  /** The route handlers `loadRoutes` imported, once the server environment points at this database. */
  readonly routes: Routes
  /** The server database's URL on `postgres`; undefined on PGlite. */
  readonly serverUrl: string | undefined
  /** Runs SQL through the self-hosted query endpoint of the default project. */
  sql: (query: string) => ReturnType<typeof callRoute>
}

/**
 * A self-hosted server over a fresh database of the backend for one describe block: a new PGlite
 * folder, or a new database on the TEST_POSTGRES_URL server. The route modules are imported after the
 * environment is set (as a restarted server would read it), `setupSql` runs first, and everything is
 * closed, dropped and removed after the block; `afterDrop` cleans what lives beyond one database (roles).
 */
export function withSelfHostedDatabase<Routes>(
  backend: TestBackend['name'],
  loadRoutes: () => Promise<Routes>,
  { setupSql, afterDrop }: { setupSql?: string; afterDrop?: () => Promise<void> } = {}
): SelfHostedDatabase<Routes> {
  let routes: Routes | undefined
  let serverUrl: string | undefined
  let cleanup: (() => Promise<void>) | undefined
  let query: unknown

  const database: SelfHostedDatabase<Routes> = {
    get routes() {
      if (!routes) throw new Error('The database is not ready: use it inside tests or hooks')
      return routes
    },
    get serverUrl() {
      return serverUrl
    },
    sql: (text) => callRoute(query, 'POST', '/pg-meta/default/query', { ...DEFAULT_PROJECT, body: { query: text } }),
  }

  beforeAll(async () => {
    const dir = makeTempDir()
    const server = backend === 'postgres' ? await createServerDatabase() : null
    serverUrl = server?.url
    useServerEnv({ PGLITE_DATA_DIR: `${dir.path}/pglite`, POSTGRES_URL: server?.url })
    routes = await loadRoutes()
    query = (await import('@/app/api/platform/pg-meta/[ref]/query/route')).POST
    const { closeAllDatabases } = await import('@/lib/server/db/registry')
    cleanup = async () => {
      await closeAllDatabases()
      await server?.drop()
      if (server) await afterDrop?.()
      dir.remove()
    }
    if (setupSql) {
      const setup = await database.sql(setupSql)
      if (setup.status !== 200) throw new Error(`The setup SQL failed: ${JSON.stringify(setup.body)}`)
    }
  }, 120_000)
  afterAll(() => cleanup?.())

  return database
}
