import { openDB, type DBSchema, type IDBPDatabase } from 'idb'

import {
  AI_ASSISTANT_DB_NAME,
  AI_ASSISTANT_STORE_NAME,
  LEGACY_AI_ASSISTANT_STORAGE_PREFIX,
  legacyAiAssistantStorageKey,
  type PersistedAiAssistantState,
} from '@/lib/ai/assistant-state'
import type { parseAiAssistantState } from '@/lib/ai/assistant-state-schema'

/**
 * IndexedDB persistence of the AI assistant (SPEC §9): database "ai-assistant-db", object store
 * "assistantState", one record per projectRef. Every storage failure is logged and swallowed
 * (SPEC §8): losing assistant history must never break the page.
 */

interface AiAssistantDb extends DBSchema {
  [AI_ASSISTANT_STORE_NAME]: { key: string; value: PersistedAiAssistantState }
}

const DB_VERSION = 1

export interface AiAssistantPersistence {
  /** The project's stored state (migrating legacy localStorage once), or undefined when there is none. */
  load(projectRef: string): Promise<PersistedAiAssistantState | undefined>
  save(state: PersistedAiAssistantState): Promise<void>
  /** Deletes every project's stored assistant data, legacy copies included (used by sign-out). */
  clear(): Promise<void>
}

function logError(message: string, error: unknown) {
  console.error(`[ai-assistant] ${message}`, error)
}

/**
 * The validator of stored records (zod) loads with the first read rather than with every page that
 * shows the assistant button. Undefined when it cannot load: nothing is read, and nothing deleted.
 */
async function loadParser(): Promise<typeof parseAiAssistantState | undefined> {
  try {
    return (await import('@/lib/ai/assistant-state-schema')).parseAiAssistantState
  } catch (error) {
    logError('Failed to load the assistant state validator', error)
    return undefined
  }
}

function browserLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    // Accessing localStorage throws when the browser blocks site data.
    return undefined
  }
}

export function createAiAssistantPersistence(): AiAssistantPersistence {
  let dbPromise: Promise<IDBPDatabase<AiAssistantDb>> | undefined

  function getDb(): Promise<IDBPDatabase<AiAssistantDb>> {
    if (typeof indexedDB === 'undefined') return Promise.reject(new Error('IndexedDB is not available'))
    if (!dbPromise) {
      const opening = openDB<AiAssistantDb>(AI_ASSISTANT_DB_NAME, DB_VERSION, {
        upgrade(db) {
          if (!db.objectStoreNames.contains(AI_ASSISTANT_STORE_NAME)) db.createObjectStore(AI_ASSISTANT_STORE_NAME)
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

  async function write(state: PersistedAiAssistantState): Promise<boolean> {
    try {
      const db = await getDb()
      await db.put(AI_ASSISTANT_STORE_NAME, state, state.projectRef)
      return true
    } catch (error) {
      logError(`Failed to save the assistant state of project ${state.projectRef}`, error)
      return false
    }
  }

  async function migrateLegacy(projectRef: string): Promise<PersistedAiAssistantState | undefined> {
    const storage = browserLocalStorage()
    if (!storage) return undefined
    const key = legacyAiAssistantStorageKey(projectRef)
    let raw: string | null
    try {
      raw = storage.getItem(key)
    } catch (error) {
      logError('Failed to read the legacy assistant state', error)
      return undefined
    }
    if (raw === null) return undefined

    let parsed: unknown
    try {
      parsed = JSON.parse(raw)
    } catch (error) {
      logError(`Removed unreadable legacy assistant state of project ${projectRef}`, error)
      storage.removeItem(key)
      return undefined
    }
    const parse = await loadParser()
    if (!parse) return undefined
    const result = parse(parsed, projectRef)
    if (!result.isValid) {
      logError(`Removed invalid legacy assistant state of project ${projectRef}`, result.reason)
      storage.removeItem(key)
      return undefined
    }
    // Keep the legacy copy until IndexedDB holds it, so a failed write can migrate next time.
    if (await write(result.state)) storage.removeItem(key)
    return result.state
  }

  return {
    async load(projectRef) {
      let stored: unknown
      try {
        const db = await getDb()
        stored = await db.get(AI_ASSISTANT_STORE_NAME, projectRef)
      } catch (error) {
        logError(`Failed to read the assistant state of project ${projectRef}`, error)
        return migrateLegacy(projectRef)
      }
      // Already in IndexedDB means already migrated: the legacy copy is not consulted again.
      if (stored === undefined) return migrateLegacy(projectRef)
      const parse = await loadParser()
      if (!parse) return undefined
      const result = parse(stored, projectRef)
      if (result.isValid) return result.state
      logError(`Ignored invalid stored assistant state of project ${projectRef}`, result.reason)
      return undefined
    },

    async save(state) {
      await write(state)
    },

    async clear() {
      try {
        const db = await getDb()
        await db.clear(AI_ASSISTANT_STORE_NAME)
      } catch (error) {
        logError('Failed to clear the stored assistant state', error)
      }
      const storage = browserLocalStorage()
      if (!storage) return
      try {
        const legacyKeys: string[] = []
        for (let index = 0; index < storage.length; index++) {
          const key = storage.key(index)
          if (key?.startsWith(LEGACY_AI_ASSISTANT_STORAGE_PREFIX)) legacyKeys.push(key)
        }
        legacyKeys.forEach((key) => storage.removeItem(key))
      } catch (error) {
        logError('Failed to clear the legacy assistant state', error)
      }
    },
  }
}
