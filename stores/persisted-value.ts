import type { StorageKey } from './storage-keys'
import type { Guard } from './value-guards'

/**
 * The one way browser state is kept in localStorage: a registered key, a schema (a type guard from value-guards.ts) the
 * stored value must pass, defaults for when it is missing, corrupt or from an unknown version, and same-tab plus
 * cross-tab change notification (one `storage` listener for every value). Storage that throws
 * (blocked site data, private mode, quota) never breaks a page: reads fall back to the defaults and
 * writes keep the value in memory for this page.
 *
 * Formats, so values written by earlier dashboards still load:
 * - `raw`: the string itself (theme, flags, slugs);
 * - `json`: the value as JSON (consent);
 * - `versioned`: `{"state": …, "version": n}`, the format of zustand's persist middleware.
 */
export type PersistedFormat = 'raw' | 'json' | 'versioned'

export type StorageArea = 'local' | 'session'

export interface PersistedValueOptions<T> {
  key: StorageKey
  /** Where the value lives: localStorage (the default, shared by the tabs) or this tab's sessionStorage. */
  area?: StorageArea
  schema: Guard<T>
  defaultValue: () => T
  format: PersistedFormat
  /** `versioned` only: the version written; stored values of another version are migrated or reset. */
  version?: number
  /** `versioned` only: turns a value stored by an older version into the current shape (then validated). */
  migrate?: (state: unknown, fromVersion: number) => unknown
}

export interface PersistedValue<T> {
  readonly key: StorageKey
  /** The stored value, or the defaults when it is missing, unreadable or fails the schema. */
  read(): T
  write(value: T): void
  remove(): void
  /** Called after a write in this tab or a change in another tab; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void
}

const listenersByKey = new Map<string, Set<() => void>>()
let isListeningToOtherTabs = false

function notify(key: string | null) {
  // A null key is localStorage.clear() in another tab: every value may have changed.
  const sets = key === null ? [...listenersByKey.values()] : [listenersByKey.get(key)]
  sets.forEach((listeners) => listeners?.forEach((listener) => listener()))
}

function listenToOtherTabs() {
  if (isListeningToOtherTabs || typeof window === 'undefined') return
  isListeningToOtherTabs = true
  window.addEventListener('storage', (event) => {
    if (event.storageArea === null || event.storageArea === window.localStorage) notify(event.key)
  })
}

function storage(area: StorageArea = 'local'): Storage | undefined {
  try {
    if (typeof window === 'undefined') return undefined
    return area === 'session' ? window.sessionStorage : window.localStorage
  } catch {
    // Accessing localStorage throws when the browser blocks site data.
    return undefined
  }
}

export function createPersistedValue<T>(options: PersistedValueOptions<T>): PersistedValue<T> {
  const { key, area = 'local', schema, defaultValue, format, version = 0, migrate } = options
  // What was written while storage refused it, so this page still sees the user's choice.
  let unsaved: { value: T } | undefined

  function decode(raw: string): unknown {
    if (format === 'raw') return raw
    const parsed: unknown = JSON.parse(raw)
    if (format === 'json') return parsed
    const envelope = parsed as { state?: unknown; version?: unknown } | null
    const storedVersion = typeof envelope?.version === 'number' ? envelope.version : 0
    if (storedVersion === version) return envelope?.state
    // Another version's shape: migrate it when we know how, otherwise start from the defaults.
    return migrate ? migrate(envelope?.state, storedVersion) : undefined
  }

  function read(): T {
    if (unsaved) return unsaved.value
    let raw: string | null | undefined
    try {
      raw = storage(area)?.getItem(key)
    } catch {
      raw = null
    }
    if (raw === null || raw === undefined) return defaultValue()
    try {
      const value = decode(raw)
      return schema(value) ? value : defaultValue()
    } catch {
      // Not JSON at all: the same as a value that fails the schema.
      return defaultValue()
    }
  }

  function encode(value: T): string {
    if (format === 'raw') return String(value)
    return JSON.stringify(format === 'json' ? value : { state: value, version })
  }

  return {
    key,
    read,
    write(value) {
      try {
        const target = storage(area)
        if (!target) throw new Error(`${area}Storage is not available`)
        target.setItem(key, encode(value))
        unsaved = undefined
      } catch (error) {
        // The value still holds for this page; it is lost on reload, which is worth a log line.
        console.error(`Failed to store ${key}`, error)
        unsaved = { value }
      }
      notify(key)
    },
    remove() {
      unsaved = undefined
      try {
        storage(area)?.removeItem(key)
      } catch {
        // Nothing stored can be removed when storage is blocked.
      }
      notify(key)
    },
    subscribe(listener) {
      listenToOtherTabs()
      const listeners = listenersByKey.get(key) ?? new Set()
      listeners.add(listener)
      listenersByKey.set(key, listeners)
      return () => void listeners.delete(listener)
    },
  }
}
