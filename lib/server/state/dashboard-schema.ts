import 'server-only'

import type { ServerConfig } from '@/lib/config/schema'
import { type Database, toDatabaseQueryError } from '@/lib/server/db/database'
import { getPostgresDatabase } from '@/lib/server/db/registry'
import { DASHBOARD_SCHEMA } from '@/lib/server/pg-meta/schema-filter'
import { quoteLiteral } from '@/lib/sql/quote'
import { inTransaction } from '@/lib/sql/transaction'

/**
 * The dashboard's own state on a PostgreSQL server (POSTGRES_URL): the project registry and the
 * sign-in throttle. It lives in the database rather than in files or process memory because several
 * replicas may serve one dashboard behind a load balancer, and each must see what the others did.
 */

export const MIGRATIONS_TABLE = `${DASHBOARD_SCHEMA}.migrations`
export const PROJECTS_TABLE = `${DASHBOARD_SCHEMA}.projects`
export const SETTINGS_TABLE = `${DASHBOARD_SCHEMA}.settings`
export const SIGN_IN_FAILURES_TABLE = `${DASHBOARD_SCHEMA}.sign_in_failures`

interface Migration {
  version: number
  name: string
  /** Written so that running it twice is harmless: two replicas starting together may both try. */
  sql: string
}

/** Append-only: a released migration is never edited, a change is a new version. */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'project registry and sign-in throttle',
    sql: `
create table if not exists ${PROJECTS_TABLE} (
  id integer primary key,
  ref text not null unique,
  name text not null,
  inserted_at timestamptz not null,
  backend text not null check (backend in ('pglite', 'postgres')),
  server text,
  database text
);
create table if not exists ${SETTINGS_TABLE} (
  key text primary key,
  value text not null
);
create table if not exists ${SIGN_IN_FAILURES_TABLE} (
  client_key text not null,
  failed_at timestamptz not null
);
create index if not exists sign_in_failures_client_key_failed_at on ${SIGN_IN_FAILURES_TABLE} (client_key, failed_at);`,
  },
]

// One advisory lock serialises every replica's migration run, so none sees a half-made schema.
const LOCK = `select pg_advisory_xact_lock(hashtext('${MIGRATIONS_TABLE}'))`

/** Creates the schema and applies the migrations this server has not recorded yet. */
export async function migrateDashboardSchema(database: Database): Promise<void> {
  await database.query(
    inTransaction([
      LOCK,
      `create schema if not exists ${DASHBOARD_SCHEMA}`,
      `create table if not exists ${MIGRATIONS_TABLE} (
  version integer primary key,
  name text not null,
  applied_at timestamptz not null default now()
)`,
    ])
  )
  const { rows } = await database.query<{ version: number }>(`select version from ${MIGRATIONS_TABLE}`)
  const applied = new Set(rows.map((row) => Number(row.version)))
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.version)) continue
    await database.query(
      inTransaction([
        LOCK,
        migration.sql,
        `insert into ${MIGRATIONS_TABLE} (version, name) values (${migration.version}, ${quoteLiteral(migration.name)}) on conflict (version) do nothing`,
      ])
    )
  }
}

// The schema is made once per server per process; a failure is forgotten so the next request retries.
// Only the schema's existence is remembered here, never its content, so replicas cannot go stale.
const MIGRATED_KEY = Symbol.for('supabase.dashboard.state-schema')

function migrations(): Map<string, Promise<void>> {
  const store = globalThis as typeof globalThis & { [MIGRATED_KEY]?: Map<string, Promise<void>> }
  store[MIGRATED_KEY] ??= new Map()
  return store[MIGRATED_KEY]
}

export type StateConfig = Pick<ServerConfig, 'postgresUrl' | 'statementTimeoutMs' | 'pgPoolMax'>

/**
 * The POSTGRES_URL database with the dashboard's schema in place, or null on embedded PGlite (one
 * process owns a PGlite folder, so there is nothing to share and state stays where it was).
 */
export async function getStateDatabase(config: StateConfig): Promise<Database | null> {
  if (!config.postgresUrl) return null
  const database = getPostgresDatabase(config.postgresUrl, { statementTimeoutMs: config.statementTimeoutMs, poolMax: config.pgPoolMax ?? 10 })
  const key = config.postgresUrl
  let pending = migrations().get(key)
  if (!pending) {
    pending = migrateDashboardSchema(database)
    migrations().set(key, pending)
    pending.catch(() => migrations().delete(key))
  }
  await pending
  return database
}

/** Forgets that the schema was made (tests that drop it, or a database recreated under a running server). */
export function forgetDashboardSchema(): void {
  migrations().clear()
}

/**
 * Runs `run` on the state database; if the schema was dropped since it was made (42P01 undefined
 * table, 3F000 undefined schema), makes it again and runs once more.
 */
export async function withStateDatabase<T>(config: StateConfig, run: (database: Database) => Promise<T>): Promise<T | null> {
  const database = await getStateDatabase(config)
  if (!database) return null
  try {
    return await run(database)
  } catch (error) {
    const code = toDatabaseQueryError(error)?.code
    if (code !== '42P01' && code !== '3F000') throw error
    migrations().delete(config.postgresUrl!)
    return run((await getStateDatabase(config))!)
  }
}
