import type { Schemas } from '@/lib/api/types'

import type { PlatformState } from './platform-state'
import { PRIMARY_PROJECT_REF } from './seed-ids'

/**
 * The mock platform's object store: buckets and objects per project, TUS uploads in progress,
 * temporary API keys and signed-URL tokens. Kept beside PlatformState (one store per state object),
 * so a scenario switch, which builds a new state, also starts a fresh store.
 */

export type MockBucket = Schemas['StorageBucket']

export interface MockObject {
  id: string
  bytes: Uint8Array
  mimetype: string
  cacheControl: string
  created_at: string
  updated_at: string
}

export interface MockUpload {
  ref: string
  bucketId: string
  objectName: string
  contentType: string
  cacheControl: string
  isUpsert: boolean
  length: number
  chunks: Uint8Array[]
  offset: number
  /** Content lengths of each PATCH, so tests can check the chunk size the dashboard used. */
  patchSizes: number[]
}

export interface MockProjectStorage {
  buckets: Map<string, MockBucket>
  /** bucket id → object path → object */
  objects: Map<string, Map<string, MockObject>>
}

export interface MockStorageState {
  projects: Map<string, MockProjectStorage>
  uploads: Map<string, MockUpload>
  /** Temporary API key → project ref and expiry (ms since epoch). */
  apiKeys: Map<string, { ref: string; expiresAt: number }>
  /** Signed-URL token → what it opens and until when. */
  signedTokens: Map<string, { ref: string; bucketId: string; path: string; expiresAt: number }>
  counter: number
}

const stores = new WeakMap<PlatformState, MockStorageState>()

export function getStorageState(state: PlatformState): MockStorageState {
  let store = stores.get(state)
  if (!store) {
    store = { projects: new Map(), uploads: new Map(), apiKeys: new Map(), signedTokens: new Map(), counter: 0 }
    stores.set(state, store)
  }
  return store
}

export function nextStorageId(store: MockStorageState, prefix: string): string {
  store.counter += 1
  return `${prefix}-${String(store.counter).padStart(6, '0')}`
}

const SEED_TEXT = 'Welcome to the mock platform storage.\n'

/** The primary project starts with one public bucket holding a folder and a text file. */
export function projectStorage(state: PlatformState, ref: string): MockProjectStorage {
  const store = getStorageState(state)
  let project = store.projects.get(ref)
  if (!project) {
    project = { buckets: new Map(), objects: new Map() }
    if (ref === PRIMARY_PROJECT_REF) {
      const at = state.now
      project.buckets.set('avatars', {
        id: 'avatars',
        name: 'avatars',
        owner: '',
        public: true,
        created_at: at,
        updated_at: at,
        file_size_limit: null,
        allowed_mime_types: null,
      })
      project.objects.set(
        'avatars',
        new Map([
          [
            'docs/readme.txt',
            {
              id: 'seed-object-1',
              bytes: new TextEncoder().encode(SEED_TEXT),
              mimetype: 'text/plain',
              cacheControl: 'max-age=3600',
              created_at: at,
              updated_at: at,
            },
          ],
        ])
      )
    }
    store.projects.set(ref, project)
  }
  return project
}

/** Objects directly under `prefix` (no trailing slash) as the storage API lists them: folders first. */
export function listLevel(objects: Map<string, MockObject>, prefix: string): Schemas['StorageObject'][] {
  const base = prefix ? `${prefix}/` : ''
  const folders = new Set<string>()
  const files: Schemas['StorageObject'][] = []
  for (const [path, object] of objects) {
    if (!path.startsWith(base)) continue
    const rest = path.slice(base.length)
    const slash = rest.indexOf('/')
    if (slash >= 0) {
      folders.add(rest.slice(0, slash))
      continue
    }
    files.push({
      name: rest,
      id: object.id,
      created_at: object.created_at,
      updated_at: object.updated_at,
      last_accessed_at: object.updated_at,
      metadata: { size: object.bytes.length, mimetype: object.mimetype, cacheControl: object.cacheControl, eTag: `"${object.id}"` },
    })
  }
  const folderRows = [...folders].sort().map((name) => ({
    name,
    id: null,
    created_at: null,
    updated_at: null,
    last_accessed_at: null,
    metadata: null,
  }))
  return [...folderRows, ...files.sort((a, b) => a.name.localeCompare(b.name))]
}
