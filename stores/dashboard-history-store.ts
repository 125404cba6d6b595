import { create } from 'zustand'

import { LAST_VISITED_ORGANIZATION } from '@/lib/constants'

import { persistInLocalStorage } from './local-storage-persist'

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

export const DASHBOARD_HISTORY_STORAGE_KEY = 'supabase-dashboard-history'

export const useDashboardHistory = create<DashboardHistoryState>()(
  persistInLocalStorage(DASHBOARD_HISTORY_STORAGE_KEY, (set) => ({
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

/** The last visited organization slug, kept under LAST_VISITED_ORGANIZATION (SPEC §2). */
export function getLastVisitedOrganization(): string | null {
  try {
    return window.localStorage.getItem(LAST_VISITED_ORGANIZATION)
  } catch {
    return null
  }
}

export function setLastVisitedOrganization(slug: string) {
  try {
    window.localStorage.setItem(LAST_VISITED_ORGANIZATION, slug)
  } catch {
    // Storage can be unavailable (private mode, quota); the fallback home still works.
  }
}
