import { create } from 'zustand'

import { persistInLocalStorage } from './local-storage-persist'
import { createPersistedValue } from './persisted-value'
import { STORAGE_KEYS } from './storage-keys'
import * as v from './value-guards'

/** How many run queries each project keeps: the oldest falls off. */
export const MAX_RECENT_LOG_QUERIES = 20

export interface RecentLogQuery {
  sql: string
  ranAt: number
}

interface RecentLogQueriesState {
  byProject: Record<string, RecentLogQuery[]>
  /** Puts a run query first; running one already in the list moves it up instead of adding it twice. */
  recordRun: (projectRef: string, sql: string, now?: number) => void
  clear: (projectRef: string) => void
}

const persistedRecent = createPersistedValue({
  key: STORAGE_KEYS.recentLogQueries,
  format: 'versioned',
  schema: v.shape({ byProject: v.recordOf(v.arrayOf(v.shape({ sql: v.string, ranAt: v.number }))) }),
  defaultValue: () => ({ byProject: {} }),
})

/** The logs explorer's recent queries, per project, kept in this browser. */
export const useRecentLogQueries = create<RecentLogQueriesState>()(
  persistInLocalStorage(persistedRecent, ({ byProject }) => ({ byProject }), (set) => ({
    byProject: {},
    recordRun: (projectRef, sql, now = Date.now()) => {
      const trimmed = sql.trim()
      if (!trimmed) return
      set((state) => {
        const others = (state.byProject[projectRef] ?? []).filter((entry) => entry.sql !== trimmed)
        return { byProject: { ...state.byProject, [projectRef]: [{ sql: trimmed, ranAt: now }, ...others].slice(0, MAX_RECENT_LOG_QUERIES) } }
      })
    },
    clear: (projectRef) =>
      set((state) => {
        const { [projectRef]: _removed, ...rest } = state.byProject
        return { byProject: rest }
      }),
  }))
)
