import { create } from 'zustand'

import { persistInLocalStorage } from './local-storage-persist'
import { createPersistedValue } from './persisted-value'
import { STORAGE_KEYS } from './storage-keys'
import * as v from './value-guards'

/** SPEC §3 "Dashboard history": per project, the last table-editor table and the last SQL snippet. */
export interface ProjectHistory {
  editor?: string
  sql?: string
}

interface DashboardHistoryState {
  history: Record<string, ProjectHistory>
  recordTable: (projectRef: string, tableId: string) => void
  recordSnippet: (projectRef: string, snippetId: string) => void
}

export const DASHBOARD_HISTORY_STORAGE_KEY = STORAGE_KEYS.dashboardHistory

const persistedHistory = createPersistedValue({
  key: DASHBOARD_HISTORY_STORAGE_KEY,
  format: 'versioned',
  schema: v.shape({ history: v.recordOf(v.shape({ editor: v.optional(v.string), sql: v.optional(v.string) })) }),
  defaultValue: () => ({ history: {} }),
})

export const useDashboardHistory = create<DashboardHistoryState>()(
  persistInLocalStorage(persistedHistory, ({ history }) => ({ history }), (set) => ({
    history: {},
    recordTable: (projectRef, tableId) =>
      set((state) => ({ history: { ...state.history, [projectRef]: { ...state.history[projectRef], editor: tableId } } })),
    recordSnippet: (projectRef, snippetId) => {
      // A fresh, unsaved snippet ("new") is not a place to return to.
      if (snippetId === 'new') return
      set((state) => ({ history: { ...state.history, [projectRef]: { ...state.history[projectRef], sql: snippetId } } }))
    },
  }))
)
