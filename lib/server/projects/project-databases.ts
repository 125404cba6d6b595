import 'server-only'

import { join, resolve } from 'node:path'

import type { ServerConfig } from '@/lib/config/schema'
import { SELF_HOSTED_PROJECT_REF } from '@/lib/constants'
import type { Database } from '@/lib/server/db/database'
import { getPgliteDatabase, getPostgresDatabase } from '@/lib/server/db/registry'

import { readStoredProjects, type StoredProject } from './project-store'

/** Where a project's database lives. Connection strings stay in here: they never reach a response. */
export type ProjectSource =
  | { kind: 'default' }
  | { kind: 'configured'; ref: string; connectionString: string }
  | { kind: 'created'; project: StoredProject }

/** host:port of a connection string (no credentials): which server created projects belong to. */
export function getServerKey(connectionString: string): string {
  const url = new URL(connectionString)
  return `${url.hostname}:${url.port || '5432'}`
}

/** The same server with another database name (query options such as sslmode kept). */
export function withDatabaseName(connectionString: string, database: string): string {
  const url = new URL(connectionString)
  url.pathname = `/${encodeURIComponent(database)}`
  return url.toString()
}

export function getPgliteProjectDir(config: Pick<ServerConfig, 'pgliteDataDir'>, ref: string): string {
  return join(resolve(config.pgliteDataDir), ref)
}

/** Created projects that belong to the current backend (PGlite, or this POSTGRES_URL's server). */
export async function listCreatedProjects(config: ServerConfig): Promise<StoredProject[]> {
  const projects = await readStoredProjects(config)
  if (!config.postgresUrl) return projects.filter((project) => project.backend === 'pglite')
  // The registry is a table on the POSTGRES_URL server itself, so every project in it lives there,
  // whatever host name each replica uses to reach that server.
  return projects.filter((project) => project.backend === 'postgres')
}

export async function findProjectSource(config: ServerConfig, ref: string): Promise<ProjectSource | null> {
  if (ref === SELF_HOSTED_PROJECT_REF) return { kind: 'default' }
  const connectionString = config.selfHostedProjects?.[ref]
  if (connectionString) return { kind: 'configured', ref, connectionString }
  const project = (await listCreatedProjects(config)).find((item) => item.ref === ref)
  return project ? { kind: 'created', project } : null
}

export function openProjectDatabase(config: ServerConfig, source: ProjectSource): Promise<Database> {
  const settings = { statementTimeoutMs: config.statementTimeoutMs, poolMax: config.pgPoolMax ?? 10 }
  switch (source.kind) {
    case 'default':
      return config.postgresUrl
        ? Promise.resolve(getPostgresDatabase(config.postgresUrl, settings))
        : getPgliteDatabase(config.pgliteDataDir, settings)
    case 'configured':
      return Promise.resolve(getPostgresDatabase(source.connectionString, settings))
    case 'created': {
      const { project } = source
      if (project.backend === 'pglite') return getPgliteDatabase(getPgliteProjectDir(config, project.ref), settings)
      if (!config.postgresUrl || !project.database) throw new Error(`Project ${project.ref} has no database server configured`)
      return Promise.resolve(getPostgresDatabase(withDatabaseName(config.postgresUrl, project.database), settings))
    }
  }
}
