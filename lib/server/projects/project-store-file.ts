import 'server-only'

import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'

import type { ServerConfig } from '@/lib/config/schema'

import type { StoredProject } from './project-store'

/**
 * The project registry of embedded PGlite: projects.json beside the data folder. One process owns a
 * PGlite folder, so a file and an in-process cache are enough here; with POSTGRES_URL the registry
 * is a table instead (project-store-postgres.ts), shared by every replica.
 */

export interface StoreFile {
  /** When the default project was first seen: its creation date in the dashboard. */
  default_inserted_at?: string
  projects: StoredProject[]
}

type StoreConfig = Pick<ServerConfig, 'pgliteDataDir'>

/** projects.json next to the embedded data folder (.data/projects.json by default), in both modes. */
export function getProjectStorePath(config: StoreConfig): string {
  return join(dirname(resolve(config.pgliteDataDir)), 'projects.json')
}

// Writes from concurrent requests are chained so none is lost (on globalThis: one chain per process).
const QUEUE_KEY = Symbol.for('supabase.dashboard.project-store-queue')

function enqueue<T>(task: () => Promise<T>): Promise<T> {
  const store = globalThis as typeof globalThis & { [QUEUE_KEY]?: Promise<unknown> }
  const run = (store[QUEUE_KEY] ?? Promise.resolve()).then(task, task)
  store[QUEUE_KEY] = run.catch(() => undefined)
  return run
}

// Every API call looks projects up, and reading projects.json each time cost ~7% of CPU under load. The
// file changes only through this process (create/delete project), so its content is kept in memory,
// keyed by path, and replaced on each write. Edits made to the file by hand show after a restart. On
// globalThis like the queue, so every module instance of this file shares one cache per process.
const CACHE_KEY = Symbol.for('supabase.dashboard.project-store-cache')

function storeCache(): Map<string, StoreFile> {
  const store = globalThis as typeof globalThis & { [CACHE_KEY]?: Map<string, StoreFile> }
  store[CACHE_KEY] ??= new Map()
  return store[CACHE_KEY]
}

/** A copy callers may change (writers push to or replace `projects`) without touching the cache. */
function copyOf(store: StoreFile): StoreFile {
  return { ...store, projects: [...store.projects] }
}

export async function readStoreFile(path: string): Promise<StoreFile> {
  try {
    const parsed = JSON.parse(await readFile(path, 'utf8')) as Partial<StoreFile>
    return { default_inserted_at: parsed.default_inserted_at, projects: Array.isArray(parsed.projects) ? parsed.projects : [] }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { projects: [] }
    throw new Error(`Cannot read the project list ${path}: ${(error as Error).message}`)
  }
}

async function readStore(path: string): Promise<StoreFile> {
  let cached = storeCache().get(path)
  if (!cached) {
    cached = await readStoreFile(path)
    storeCache().set(path, cached)
  }
  return copyOf(cached)
}

async function writeStore(path: string, store: StoreFile): Promise<void> {
  // Dropped first: if the write fails, the next read goes back to the file rather than trusting memory.
  storeCache().delete(path)
  await mkdir(dirname(path), { recursive: true })
  // Write-then-rename: a crash mid-write never leaves a truncated file behind.
  const temporary = `${path}.${process.pid}.tmp`
  await writeFile(temporary, `${JSON.stringify(store, null, 2)}\n`, 'utf8')
  await rename(temporary, path)
  storeCache().set(path, copyOf(store))
}

export function readFileProjects(config: StoreConfig): Promise<StoredProject[]> {
  return enqueue(async () => (await readStore(getProjectStorePath(config))).projects)
}

/** The default project's creation date, recorded the first time it is asked for. */
export function getFileDefaultInsertedAt(config: StoreConfig): Promise<string> {
  const path = getProjectStorePath(config)
  return enqueue(async () => {
    const store = await readStore(path)
    if (store.default_inserted_at) return store.default_inserted_at
    store.default_inserted_at = new Date().toISOString()
    await writeStore(path, store)
    return store.default_inserted_at
  })
}

/** Adds a project with the next free id (the default project is 1). */
export function addFileProject(config: StoreConfig, project: Omit<StoredProject, 'id'>): Promise<StoredProject> {
  const path = getProjectStorePath(config)
  return enqueue(async () => {
    const store = await readStore(path)
    const stored = { id: Math.max(1, ...store.projects.map((item) => item.id)) + 1, ...project }
    store.projects.push(stored)
    await writeStore(path, store)
    return stored
  })
}

export function removeFileProject(config: StoreConfig, ref: string): Promise<void> {
  const path = getProjectStorePath(config)
  return enqueue(async () => {
    const store = await readStore(path)
    store.projects = store.projects.filter((project) => project.ref !== ref)
    await writeStore(path, store)
  })
}

export function renameFileProject(config: StoreConfig, ref: string, name: string): Promise<StoredProject | undefined> {
  const path = getProjectStorePath(config)
  return enqueue(async () => {
    const store = await readStore(path)
    const index = store.projects.findIndex((project) => project.ref === ref)
    if (index < 0) return undefined
    store.projects[index] = { ...store.projects[index], name }
    await writeStore(path, store)
    return store.projects[index]
  })
}
