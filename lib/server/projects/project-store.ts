import 'server-only'

import type { ServerConfig } from '@/lib/config/schema'

import { addFileProject, getFileDefaultInsertedAt, readFileProjects, removeFileProject, renameFileProject } from './project-store-file'
import {
  addPostgresProject,
  getPostgresDefaultInsertedAt,
  type PostgresStoreConfig,
  readPostgresProjects,
  removePostgresProject,
  renamePostgresProject,
} from './project-store-postgres'

/** A project created from the dashboard, remembered across restarts. */
export interface StoredProject {
  id: number
  ref: string
  name: string
  inserted_at: string
  backend: 'pglite' | 'postgres'
  /** postgres: the server (host:port, never credentials) and database it lives in. */
  server?: string
  database?: string
}

/**
 * Where the registry of created projects lives: with POSTGRES_URL, a table on that server shared by
 * every replica; on embedded PGlite, projects.json beside the data folder.
 */
export type StoreConfig = Pick<ServerConfig, 'pgliteDataDir' | 'postgresUrl' | 'statementTimeoutMs' | 'pgPoolMax'>

function onServer(config: StoreConfig): PostgresStoreConfig | null {
  return config.postgresUrl ? { ...config, postgresUrl: config.postgresUrl } : null
}

export function readStoredProjects(config: StoreConfig): Promise<StoredProject[]> {
  const server = onServer(config)
  return server ? readPostgresProjects(server) : readFileProjects(config)
}

/** The default project's creation date, recorded the first time it is asked for. */
export function getDefaultProjectInsertedAt(config: StoreConfig): Promise<string> {
  const server = onServer(config)
  return server ? getPostgresDefaultInsertedAt(server) : getFileDefaultInsertedAt(config)
}

/** Adds a project with the next free id (the default project is 1). */
export function addStoredProject(config: StoreConfig, project: Omit<StoredProject, 'id'>): Promise<StoredProject> {
  const server = onServer(config)
  return server ? addPostgresProject(server, project) : addFileProject(config, project)
}

export function removeStoredProject(config: StoreConfig, ref: string): Promise<void> {
  const server = onServer(config)
  return server ? removePostgresProject(server, ref) : removeFileProject(config, ref)
}

export function renameStoredProject(config: StoreConfig, ref: string, name: string): Promise<StoredProject | undefined> {
  const server = onServer(config)
  return server ? renamePostgresProject(server, ref, name) : renameFileProject(config, ref, name)
}
