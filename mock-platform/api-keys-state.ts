import { createHash } from 'node:crypto'

import type { Schemas } from '@/lib/api/types'

import type { PlatformState } from './platform-state'
import { apiKeysFor } from './seed-project-settings'

/**
 * The mock platform's project API keys: publishable and secret keys that can be created and
 * deleted, and the legacy JWT keys (anon, service_role) with whether the project still accepts
 * them. The full secret is kept so `reveal=true` can return it; without it a secret is masked the
 * way the Management API masks it (its prefix and the first characters, then dots).
 */

type ApiKey = Schemas['ApiKey']

export interface MockApiKey {
  id: string
  type: 'publishable' | 'secret' | 'legacy'
  name: string
  description: string | null
  api_key: string
  inserted_at: string
}

interface ProjectApiKeys {
  keys: MockApiKey[]
  legacyEnabled: boolean
}

interface MockApiKeysState {
  byProject: Map<string, ProjectApiKeys>
  counter: number
}

const stores = new WeakMap<PlatformState, MockApiKeysState>()

function storeOf(state: PlatformState): MockApiKeysState {
  let store = stores.get(state)
  if (!store) {
    store = { byProject: new Map(), counter: 0 }
    stores.set(state, store)
  }
  return store
}

/** A UUID, as the platform's key ids are, numbered so runs are repeatable. */
function nextId(store: MockApiKeysState): string {
  store.counter += 1
  return `00000000-0000-4000-8000-${String(store.counter).padStart(12, '0')}`
}

/** Key material derived from the project and the key's id: stable across runs, different per key. */
function keyMaterial(ref: string, id: string): string {
  return createHash('sha256').update(`${ref}:${id}`).digest('base64url').slice(0, 32)
}

export function newKeyValue(ref: string, id: string, type: 'publishable' | 'secret'): string {
  return `${type === 'secret' ? 'sb_secret_' : 'sb_publishable_'}${keyMaterial(ref, id)}`
}

/** The project's keys, seeded on first use with one default key of each kind and the two legacy keys. */
export function projectApiKeys(state: PlatformState, ref: string): ProjectApiKeys {
  const store = storeOf(state)
  let project = store.byProject.get(ref)
  if (!project) {
    const legacy = apiKeysFor(ref) ?? []
    const seeded: MockApiKey[] = legacy.map((key) => ({
      id: key.tags === 'service_role' ? 'service_role' : 'anon',
      type: 'legacy',
      name: key.tags === 'service_role' ? 'service_role' : 'anon',
      description: null,
      api_key: key.api_key,
      inserted_at: state.now,
    }))
    for (const type of ['publishable', 'secret'] as const) {
      const id = nextId(store)
      seeded.push({ id, type, name: 'default', description: `The default ${type} key`, api_key: newKeyValue(ref, id, type), inserted_at: state.now })
    }
    project = { keys: seeded, legacyEnabled: true }
    store.byProject.set(ref, project)
  }
  return project
}

export function createApiKey(
  state: PlatformState,
  ref: string,
  input: { type: 'publishable' | 'secret'; name: string; description: string | null }
): MockApiKey {
  const id = nextId(storeOf(state))
  const key: MockApiKey = { id, ...input, api_key: newKeyValue(ref, id, input.type), inserted_at: new Date().toISOString() }
  projectApiKeys(state, ref).keys.push(key)
  return key
}

function isSecret(key: MockApiKey): boolean {
  return key.type === 'secret' || (key.type === 'legacy' && key.name === 'service_role')
}

/** Secret keys answer masked unless revealed: enough to recognise one, never enough to use it. */
export function maskedValue(key: MockApiKey): string {
  if (key.type === 'secret') return `${key.api_key.slice(0, 'sb_secret_'.length + 4)}${'•'.repeat(12)}`
  return `${key.api_key.slice(0, 12)}${'•'.repeat(12)}`
}

export function publicApiKey(key: MockApiKey, reveal: boolean): ApiKey {
  const prefix = key.type === 'legacy' ? null : key.api_key.slice(0, key.api_key.indexOf('_', 3) + 1 + 4)
  return {
    id: key.id,
    type: key.type,
    name: key.name,
    description: key.description,
    prefix,
    api_key: isSecret(key) && !reveal ? maskedValue(key) : key.api_key,
    hash: createHash('sha256').update(key.api_key).digest('hex'),
    inserted_at: key.inserted_at,
    updated_at: key.inserted_at,
  }
}
