import { create } from 'zustand'

import { persistInLocalStorage } from './local-storage-persist'
import { createPersistedValue } from './persisted-value'
import { STORAGE_KEYS } from './storage-keys'
import * as v from './value-guards'

interface CommandMenuState {
  isOpen: boolean
  /** Sub-pages opened from the root, innermost last. */
  pages: string[]
  open: () => void
  close: () => void
  setOpen: (isOpen: boolean) => void
  pushPage: (page: string) => void
  popPage: () => void
}

/** The menu's open state and page stack; it resets to the root whenever it closes. */
export const useCommandMenu = create<CommandMenuState>()((set) => ({
  isOpen: false,
  pages: [],
  open: () => set({ isOpen: true, pages: [] }),
  close: () => set({ isOpen: false, pages: [] }),
  setOpen: (isOpen) => set({ isOpen, pages: [] }),
  pushPage: (page) => set((state) => ({ pages: [...state.pages, page] })),
  popPage: () => set((state) => ({ pages: state.pages.slice(0, -1) })),
}))

interface CommandMenuPreferences {
  /** Whether Ctrl/Cmd+K opens the menu: a user preference, on by default (SPEC §2). */
  isShortcutEnabled: boolean
  setShortcutEnabled: (isEnabled: boolean) => void
}

export const COMMAND_MENU_PREFERENCES_KEY = STORAGE_KEYS.commandMenuPreferences

const persistedPreferences = createPersistedValue({
  key: COMMAND_MENU_PREFERENCES_KEY,
  format: 'versioned',
  schema: v.shape({ isShortcutEnabled: v.boolean }),
  defaultValue: () => ({ isShortcutEnabled: true }),
})

export const useCommandMenuPreferences = create<CommandMenuPreferences>()(
  persistInLocalStorage(persistedPreferences, ({ isShortcutEnabled }) => ({ isShortcutEnabled }), (set) => ({
    isShortcutEnabled: true,
    setShortcutEnabled: (isShortcutEnabled) => set({ isShortcutEnabled }),
  }))
)
