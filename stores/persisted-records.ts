import { openDB, type IDBPDatabase } from 'idb'

/**
 * The IndexedDB side of the persisted-store primitive (persisted-value.ts is the localStorage side),
 * for state too big for localStorage: one object store of records by key, a database version, a
 * validator every record must pass, and cross-tab change notification over a BroadcastChannel
 * (IndexedDB fires no storage events). Storage failures are logged and reported as results, never
 * thrown: losing stored state must not break the page. Only the AI assistant uses it, so `idb` loads
 * with that store alone.
 */

/** What a record validator answers (the zod schema is loaded lazily by the caller, see loadParser). */
export type RecordParseResult<T> = { isValid: true; state: T } | { isValid: false; reason: unknown }

export interface PersistedRecordsOptions<T> {
  database: string
  store: string
  version: number
  /** The validator of stored records; undefined when its code cannot load (then nothing is read). */
  loadParser: () => Promise<((value: unknown, key: string) => RecordParseResult<T>) | undefined>
  /** Log lines: a prefix ("[ai-assistant]"), what the records are ("assistant state") and one record's name. */
  log: { label: string; what: string; record: (key: string) => string }
}

export type RecordReadResult<T> =
  | { kind: 'value'; value: T }
  | { kind: 'missing' }
  /** IndexedDB could not be opened or read. */
  | { kind: 'unavailable' }
  /** A record exists but fails the validator (or the validator could not load): treat as no state. */
  | { kind: 'invalid' }

export interface PersistedRecords<T> {
  read(key: string): Promise<RecordReadResult<T>>
  /** True when the record was stored. */
  write(key: string, value: T): Promise<boolean>
  clear(): Promise<void>
  /** Called with the key another tab wrote (null: everything was cleared); returns the unsubscribe. */
  subscribe(listener: (key: string | null) => void): () => void
}

export function createPersistedRecords<T>(options: PersistedRecordsOptions<T>): PersistedRecords<T> {
  const { database, store, version, loadParser, log } = options
  let dbPromise: Promise<IDBPDatabase> | undefined
  let channel: BroadcastChannel | undefined
  const listeners = new Set<(key: string | null) => void>()

  const logError = (message: string, error: unknown) => console.error(`${log.label} ${message}`, error)

  function getChannel(): BroadcastChannel | undefined {
    if (channel || typeof BroadcastChannel === 'undefined') return channel
    channel = new BroadcastChannel(`${database}/${store}`)
    channel.onmessage = (event: MessageEvent<{ key: string | null }>) => listeners.forEach((listener) => listener(event.data.key))
    // Outside a browser (tests, Node) an open channel must not keep the process alive.
    ;(channel as BroadcastChannel & { unref?: () => void }).unref?.()
    return channel
  }

  const announce = (key: string | null) => getChannel()?.postMessage({ key })

  function getDb(): Promise<IDBPDatabase> {
    if (typeof indexedDB === 'undefined') return Promise.reject(new Error('IndexedDB is not available'))
    if (!dbPromise) {
      const opening = openDB(database, version, {
        upgrade(db) {
          if (!db.objectStoreNames.contains(store)) db.createObjectStore(store)
        },
        // Let another tab upgrade or delete the database; reopen on next use.
        blocking() {
          void opening.then((db) => db.close())
          dbPromise = undefined
        },
        terminated() {
          dbPromise = undefined
        },
      })
      dbPromise = opening
      // A failed open is retried on the next call instead of being cached forever.
      opening.catch(() => {
        if (dbPromise === opening) dbPromise = undefined
      })
    }
    return dbPromise
  }

  return {
    async read(key) {
      let stored: unknown
      try {
        stored = await (await getDb()).get(store, key)
      } catch (error) {
        logError(`Failed to read the ${log.record(key)}`, error)
        return { kind: 'unavailable' }
      }
      if (stored === undefined) return { kind: 'missing' }
      const parse = await loadParser()
      if (!parse) return { kind: 'invalid' }
      const result = parse(stored, key)
      if (result.isValid) return { kind: 'value', value: result.state }
      logError(`Ignored invalid stored ${log.record(key)}`, result.reason)
      return { kind: 'invalid' }
    },

    async write(key, value) {
      try {
        await (await getDb()).put(store, value, key)
      } catch (error) {
        logError(`Failed to save the ${log.record(key)}`, error)
        return false
      }
      announce(key)
      return true
    },

    async clear() {
      try {
        await (await getDb()).clear(store)
        announce(null)
      } catch (error) {
        logError(`Failed to clear the stored ${log.what}`, error)
      }
    },

    subscribe(listener) {
      getChannel()
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
