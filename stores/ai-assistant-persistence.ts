import {
  AI_ASSISTANT_DB_NAME,
  AI_ASSISTANT_STORE_NAME,
  LEGACY_AI_ASSISTANT_STORAGE_PREFIX,
  legacyAiAssistantStorageKey,
  type PersistedAiAssistantState,
} from '@/lib/ai/assistant-state'
import type { parseAiAssistantState } from '@/lib/ai/assistant-state-schema'

import { createPersistedRecords } from './persisted-records'

/**
 * IndexedDB persistence of the AI assistant (SPEC §9): database "ai-assistant-db", object store
 * "assistantState", one record per projectRef, through the persisted-records primitive. Every storage
 * failure is logged and swallowed (SPEC §8): losing assistant history must never break the page.
 */

const DB_VERSION = 1
const LOG_LABEL = '[ai-assistant]'

export interface AiAssistantPersistence {
  /** The project's stored state (migrating legacy localStorage once), or undefined when there is none. */
  load(projectRef: string): Promise<PersistedAiAssistantState | undefined>
  save(state: PersistedAiAssistantState): Promise<void>
  /** Deletes every project's stored assistant data, legacy copies included (used by sign-out). */
  clear(): Promise<void>
  /** Called with the project whose state another tab saved (null: all were cleared); returns the unsubscribe. */
  subscribe(listener: (projectRef: string | null) => void): () => void
}

function logError(message: string, error: unknown) {
  console.error(`${LOG_LABEL} ${message}`, error)
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
  const records = createPersistedRecords<PersistedAiAssistantState>({
    database: AI_ASSISTANT_DB_NAME,
    store: AI_ASSISTANT_STORE_NAME,
    version: DB_VERSION,
    loadParser,
    log: { label: LOG_LABEL, what: 'assistant state', record: (projectRef) => `assistant state of project ${projectRef}` },
  })

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
    if (await records.write(projectRef, result.state)) storage.removeItem(key)
    return result.state
  }

  return {
    async load(projectRef) {
      const result = await records.read(projectRef)
      // Already in IndexedDB means already migrated: the legacy copy is not consulted again.
      if (result.kind === 'value') return result.value
      if (result.kind === 'invalid') return undefined
      return migrateLegacy(projectRef)
    },

    async save(state) {
      await records.write(state.projectRef, state)
    },

    async clear() {
      await records.clear()
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

    subscribe: (listener) => records.subscribe(listener),
  }
}
