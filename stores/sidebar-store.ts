import { create } from 'zustand'

import { persistInLocalStorage } from './local-storage-persist'
import { createPersistedValue } from './persisted-value'
import { STORAGE_KEYS } from './storage-keys'
import * as v from './value-guards'

interface SidebarPreferences {
  /** The wide-screen sidebar folded down to its toggle button. */
  isCollapsed: boolean
  /** Names of the navigation sections the user folded; every section is open by default. */
  foldedSections: string[]
}

interface SidebarState extends SidebarPreferences {
  /** The narrow-screen drawer; not remembered, a reload starts with it closed. */
  isDrawerOpen: boolean
  setCollapsed: (isCollapsed: boolean) => void
  toggleSection: (name: string) => void
  setDrawerOpen: (isOpen: boolean) => void
}

const persistedPreferences = createPersistedValue<SidebarPreferences>({
  key: STORAGE_KEYS.sidebarLayout,
  format: 'versioned',
  schema: v.shape({ isCollapsed: v.boolean, foldedSections: v.arrayOf(v.string) }),
  defaultValue: () => ({ isCollapsed: false, foldedSections: [] }),
})

/** The project sidebar's layout: collapsed and folded sections kept in this browser, the drawer per page. */
export const useSidebarStore = create<SidebarState>()(
  persistInLocalStorage(
    persistedPreferences,
    ({ isCollapsed, foldedSections }) => ({ isCollapsed, foldedSections }),
    (set) => ({
      isCollapsed: false,
      foldedSections: [],
      isDrawerOpen: false,
      setCollapsed: (isCollapsed) => set({ isCollapsed }),
      toggleSection: (name) =>
        set((state) => ({
          foldedSections: state.foldedSections.includes(name)
            ? state.foldedSections.filter((folded) => folded !== name)
            : [...state.foldedSections, name],
        })),
      setDrawerOpen: (isDrawerOpen) => set({ isDrawerOpen }),
    })
  )
)
