import 'server-only'

import type { QueryParam } from '@/lib/server/db/database'
import { toDatabaseQueryError } from '@/lib/server/db/database'
import { PROJECTS_TABLE, SETTINGS_TABLE, type StateConfig, withStateDatabase } from '@/lib/server/state/dashboard-schema'

import { getProjectStorePath, readStoreFile } from './project-store-file'
import type { StoredProject } from './project-store'

/**
 * The project registry on the POSTGRES_URL server: a table every replica reads afresh on each call,
 * so a project created through one replica is at once listed, opened and deleted through another.
 */

export type PostgresStoreConfig = StateConfig & { pgliteDataDir: string; postgresUrl: string }

interface ProjectRow {
  id: number
  ref: string
  name: string
  inserted_ms: number
  backend: 'pglite' | 'postgres'
  server: string | null
  database: string | null
}

const SELECT = `select id, ref, name, (extract(epoch from inserted_at) * 1000)::float8 as inserted_ms, backend, server, database from ${PROJECTS_TABLE}`
const DEFAULT_INSERTED_AT = 'default_inserted_at'
const IMPORTED = 'imported_projects_json'

function toStored(row: ProjectRow): StoredProject {
  return {
    id: Number(row.id),
    ref: row.ref,
    name: row.name,
    inserted_at: new Date(Number(row.inserted_ms)).toISOString(),
    backend: row.backend,
    ...(row.server ? { server: row.server } : {}),
    ...(row.database ? { database: row.database } : {}),
  }
}

/**
 * Dashboards before the registry moved to the server kept it in projects.json; its projects (and the
 * default project's creation date) are copied into the table once, so an upgrade loses no project.
 */
async function importProjectsFile(config: PostgresStoreConfig): Promise<void> {
  await withStateDatabase(config, async (database) => {
    const claimed = await database.query(
      `insert into ${SETTINGS_TABLE} (key, value) values ($1, $2) on conflict (key) do nothing returning key`,
      [IMPORTED, new Date().toISOString()]
    )
    if (claimed.rows.length === 0) return
    const file = await readStoreFile(getProjectStorePath(config))
    if (file.default_inserted_at) {
      await database.query(`insert into ${SETTINGS_TABLE} (key, value) values ($1, $2) on conflict (key) do nothing`, [
        DEFAULT_INSERTED_AT,
        file.default_inserted_at,
      ])
    }
    for (const project of file.projects.filter((item) => item.backend === 'postgres')) {
      await database.query(
        `insert into ${PROJECTS_TABLE} (id, ref, name, inserted_at, backend, server, database) values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing`,
        [project.id, project.ref, project.name, project.inserted_at, project.backend, project.server ?? null, project.database ?? null]
      )
    }
  })
}

// Whether this process has checked for a projects.json to import; the check itself is recorded in
// the database, so only one replica ever imports.
const IMPORT_KEY = Symbol.for('supabase.dashboard.projects-json-import')

async function ready(config: PostgresStoreConfig): Promise<void> {
  const store = globalThis as typeof globalThis & { [IMPORT_KEY]?: Map<string, Promise<void>> }
  store[IMPORT_KEY] ??= new Map()
  const imports = store[IMPORT_KEY]
  let pending = imports.get(config.postgresUrl)
  if (!pending) {
    pending = importProjectsFile(config)
    imports.set(config.postgresUrl, pending)
    pending.catch(() => imports.delete(config.postgresUrl))
  }
  await pending
}

async function query<Row>(config: PostgresStoreConfig, sql: string, params?: QueryParam[]): Promise<Row[]> {
  await ready(config)
  const result = await withStateDatabase(config, (database) => database.query<Row>(sql, params))
  return result?.rows ?? []
}

export async function readPostgresProjects(config: PostgresStoreConfig): Promise<StoredProject[]> {
  return (await query<ProjectRow>(config, `${SELECT} order by id`)).map(toStored)
}

export async function getPostgresDefaultInsertedAt(config: PostgresStoreConfig): Promise<string> {
  // The select sees the table as it was before this statement's insert, so exactly one row comes back.
  const rows = await query<{ value: string }>(
    config,
    `with added as (insert into ${SETTINGS_TABLE} (key, value) values ($1, $2) on conflict (key) do nothing returning value)
     select value from added union all select value from ${SETTINGS_TABLE} where key = $1`,
    [DEFAULT_INSERTED_AT, new Date().toISOString()]
  )
  return rows[0].value
}

export async function addPostgresProject(config: PostgresStoreConfig, project: Omit<StoredProject, 'id'>): Promise<StoredProject> {
  // Two replicas adding at once may pick the same next id; the loser's insert fails on the key and retries.
  for (let attempt = 0; ; attempt += 1) {
    try {
      const rows = await query<ProjectRow>(
        config,
        `insert into ${PROJECTS_TABLE} (id, ref, name, inserted_at, backend, server, database)
         select greatest(1, coalesce(max(id), 1)) + 1, $1, $2, $3, $4, $5, $6 from ${PROJECTS_TABLE}
         returning id, ref, name, (extract(epoch from inserted_at) * 1000)::float8 as inserted_ms, backend, server, database`,
        [project.ref, project.name, project.inserted_at, project.backend, project.server ?? null, project.database ?? null]
      )
      return toStored(rows[0])
    } catch (error) {
      if (toDatabaseQueryError(error)?.code !== '23505' || attempt >= 4) throw error
    }
  }
}

export async function removePostgresProject(config: PostgresStoreConfig, ref: string): Promise<void> {
  await query(config, `delete from ${PROJECTS_TABLE} where ref = $1`, [ref])
}

export async function renamePostgresProject(config: PostgresStoreConfig, ref: string, name: string): Promise<StoredProject | undefined> {
  const rows = await query<ProjectRow>(
    config,
    `with renamed as (update ${PROJECTS_TABLE} set name = $2 where ref = $1 returning *) ${SELECT.replace(PROJECTS_TABLE, 'renamed')}`,
    [ref, name]
  )
  return rows[0] ? toStored(rows[0]) : undefined
}
