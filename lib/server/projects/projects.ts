import 'server-only'

import { randomInt } from 'node:crypto'
import { rm } from 'node:fs/promises'

import type { components } from '@/lib/api/platform'
import type { ServerConfig } from '@/lib/config/schema'
import { SELF_HOSTED_PROJECT_REF } from '@/lib/constants'
import type { Database } from '@/lib/server/db/database'
import { closePgliteDatabase, closePostgresDatabase } from '@/lib/server/db/registry'
import { HttpError } from '@/lib/server/http/http-error'
import { quoteIdent } from '@/lib/sql/quote'
import { DEFAULT_ORGANIZATION_ID, DEFAULT_ORGANIZATION_SLUG } from '@/lib/server/platform/self-hosted-account'

import {
  findProjectSource,
  getPgliteProjectDir,
  getServerKey,
  listCreatedProjects,
  openProjectDatabase,
  type ProjectSource,
  withDatabaseName,
} from './project-databases'
import { addStoredProject, getDefaultProjectInsertedAt, removeStoredProject, renameStoredProject } from './project-store'

export type Project = components['schemas']['Project']
type ProjectStatus = components['schemas']['ProjectStatus']

interface ProjectHealth {
  status: ProjectStatus
  dbVersion?: string
}

// The last health seen per project, so listing does not open (or start) every database.
const HEALTH_KEY = Symbol.for('supabase.dashboard.project-health')
function healthCache(): Map<string, ProjectHealth> {
  const store = globalThis as typeof globalThis & { [HEALTH_KEY]?: Map<string, ProjectHealth> }
  store[HEALTH_KEY] ??= new Map()
  return store[HEALTH_KEY]
}

interface ProjectIdentity {
  id: number
  ref: string
  name: string
  inserted_at: string
}

/** Stands in for the platform's encrypted connection string; the self-hosted API never reads it. */
export const SELF_HOSTED_CONNECTION_MARKER = 'self-hosted'

function toProject(identity: ProjectIdentity, health: ProjectHealth | undefined): Project {
  return {
    ...identity,
    organization_id: DEFAULT_ORGANIZATION_ID,
    organization_slug: DEFAULT_ORGANIZATION_SLUG,
    status: health?.status ?? 'ACTIVE_HEALTHY',
    region: 'local',
    cloud_provider: 'AWS',
    // Never the real connection string: it may hold a password and must not reach the browser. An
    // opaque marker instead, so the client sees a connected project and stops its start-up polling.
    connectionString: SELF_HOSTED_CONNECTION_MARKER,
    ...(health?.dbVersion ? { dbVersion: health.dbVersion } : {}),
    parent_project_ref: null,
    is_branch_enabled: false,
    is_read_replicas_enabled: false,
  }
}

// Configured projects take ids far above created ones so the two never collide.
const CONFIGURED_ID_BASE = 1_000_000

function configuredRefs(config: ServerConfig): string[] {
  return Object.keys(config.selfHostedProjects ?? {}).sort()
}

function sourceId(config: ServerConfig, source: ProjectSource): number {
  if (source.kind === 'created') return source.project.id
  if (source.kind === 'configured') return CONFIGURED_ID_BASE + configuredRefs(config).indexOf(source.ref)
  return 1
}

async function getIdentities(config: ServerConfig): Promise<Map<string, ProjectIdentity>> {
  const identities = new Map<string, ProjectIdentity>()
  const insertedAt = await getDefaultProjectInsertedAt(config)
  identities.set(SELF_HOSTED_PROJECT_REF, { id: 1, ref: SELF_HOSTED_PROJECT_REF, name: 'Default Project', inserted_at: insertedAt })
  configuredRefs(config).forEach((ref, index) => identities.set(ref, { id: CONFIGURED_ID_BASE + index, ref, name: ref, inserted_at: insertedAt }))
  for (const project of await listCreatedProjects(config)) {
    identities.set(project.ref, { id: project.id, ref: project.ref, name: project.name, inserted_at: project.inserted_at })
  }
  return identities
}

/** Opens the project's database and asks its version; an unreachable database makes it ACTIVE_UNHEALTHY. */
async function probe(config: ServerConfig, ref: string, source: ProjectSource): Promise<ProjectHealth> {
  let health: ProjectHealth
  try {
    const database = await openProjectDatabase(config, source)
    const { rows } = await database.query<{ version: string }>("select current_setting('server_version') as version")
    // The platform's image name, from which the dashboard reads the major version (SPEC §9).
    health = { status: 'ACTIVE_HEALTHY', dbVersion: `supabase-postgres-${rows[0].version.split(' ')[0]}` }
  } catch (error) {
    console.error(`Project ${ref}: ${(error as Error).message}`)
    health = { status: 'ACTIVE_UNHEALTHY' }
  }
  healthCache().set(ref, health)
  return health
}

export async function listProjects(config: ServerConfig): Promise<Project[]> {
  const identities = await getIdentities(config)
  return [...identities.values()].map((identity) => toProject(identity, healthCache().get(identity.ref)))
}

async function requireSource(config: ServerConfig, ref: string): Promise<ProjectSource> {
  const source = await findProjectSource(config, ref)
  if (!source) throw new HttpError(404, `Project "${ref}" not found`)
  return source
}

export async function getProject(config: ServerConfig, ref: string): Promise<Project> {
  const source = await requireSource(config, ref)
  const identity = (await getIdentities(config)).get(ref)
  if (!identity) throw new HttpError(404, `Project "${ref}" not found`)
  return toProject(identity, await probe(config, ref, source))
}

export async function getProjectStatus(config: ServerConfig, ref: string): Promise<{ status: ProjectStatus }> {
  const source = await requireSource(config, ref)
  return { status: (await probe(config, ref, source)).status }
}

/** Twenty lower-case letters, like platform refs. */
function generateRef(): string {
  return Array.from({ length: 20 }, () => String.fromCharCode(97 + randomInt(26))).join('')
}

export interface CreateProjectInput {
  name: string
  organization_slug?: string
  db_sql?: string
}

/**
 * A new project with its own database: a new PGlite folder (PGLITE_DATA_DIR/<ref>) or CREATE DATABASE
 * on the POSTGRES_URL server. It is ready when this returns, so it answers ACTIVE_HEALTHY at once.
 */
export async function createProject(config: ServerConfig, input: CreateProjectInput): Promise<Project> {
  if (input.organization_slug && input.organization_slug !== DEFAULT_ORGANIZATION_SLUG) {
    throw new HttpError(404, `Organization "${input.organization_slug}" not found`)
  }
  const ref = generateRef()
  // The default database first: its folder must be initialised before project folders appear in it.
  const main = await openProjectDatabase(config, { kind: 'default' })
  const base = { ref, name: input.name, inserted_at: new Date().toISOString() }

  const stored = config.postgresUrl
    ? await (async () => {
        const database = `project_${ref}`
        await main.query(`create database ${quoteIdent(database)}`)
        return addStoredProject(config, { ...base, backend: 'postgres', server: getServerKey(config.postgresUrl!), database })
      })()
    : await (async () => {
        await openProjectDatabase(config, { kind: 'created', project: { id: 0, ...base, backend: 'pglite' } })
        return addStoredProject(config, { ...base, backend: 'pglite' })
      })()

  const source: ProjectSource = { kind: 'created', project: stored }
  if (input.db_sql) await (await openProjectDatabase(config, source)).query(input.db_sql)
  return toProject({ id: stored.id, ref, name: stored.name, inserted_at: stored.inserted_at }, await probe(config, ref, source))
}

/** Renames a project created from the dashboard (the others take their names from the configuration). */
export async function renameProject(config: ServerConfig, ref: string, name: string): Promise<{ id: number; ref: string; name: string }> {
  const trimmed = typeof name === 'string' ? name.trim() : ''
  if (!trimmed || trimmed.length > 64) throw new HttpError(400, 'name must be 1 to 64 characters')
  const source = await findProjectSource(config, ref)
  if (!source) throw new HttpError(404, `Project "${ref}" not found`)
  if (source.kind !== 'created') throw new HttpError(400, `Project "${ref}" comes from the configuration and cannot be renamed here`)
  const renamed = await renameStoredProject(config, ref, trimmed)
  if (!renamed) throw new HttpError(404, `Project "${ref}" not found`)
  return { id: renamed.id, ref: renamed.ref, name: renamed.name }
}

/** Deletes a project created from the dashboard, its database included. */
export async function deleteProject(config: ServerConfig, ref: string): Promise<{ id: number; ref: string; name: string }> {
  const source = await requireSource(config, ref)
  if (source.kind !== 'created') throw new HttpError(400, `Project "${ref}" comes from the configuration and cannot be deleted here`)
  const { project } = source
  if (project.backend === 'pglite') {
    const dir = getPgliteProjectDir(config, ref)
    await closePgliteDatabase(dir)
    await rm(dir, { recursive: true, force: true })
  } else if (config.postgresUrl && project.database) {
    await closePostgresDatabase(withDatabaseName(config.postgresUrl, project.database))
    const main = await openProjectDatabase(config, { kind: 'default' })
    await main.query(`drop database if exists ${quoteIdent(project.database)} with (force)`)
  }
  await removeStoredProject(config, ref)
  healthCache().delete(ref)
  return { id: project.id, ref, name: project.name }
}

/** A project's id and database, for the routes that work inside it (pg-meta, content). */
export async function openProject(config: ServerConfig, ref: string): Promise<{ id: number; database: Database }> {
  const source = await requireSource(config, ref)
  // Every query goes through here: the id comes from the source already found, without listing
  // every project again (which, with POSTGRES_URL, would cost another round trip per request).
  return { id: sourceId(config, source), database: await openProjectDatabase(config, source) }
}
