import type { StateCreator } from 'zustand'

/**
 * Keeps a store's state in localStorage under `name`, in the format of zustand's persist middleware
 * (`{"state": …, "version": 0}`, functions left out), so values saved by earlier versions still load.
 * The few lines the app needs instead of `zustand/middleware`, which shipped with every dashboard page.
 * Like that middleware with localStorage, the saved state is read as the store is created.
 */
export function persistInLocalStorage<State extends object>(name: string, createState: StateCreator<State>): StateCreator<State> {
  return (set, get, api) => {
    const initialState = createState(set, get, api)
    // Server render and hydration use the defaults (as zustand's persist middleware did); the saved
    // state shows from the first client render after that.
    api.getInitialState = () => initialState
    api.subscribe((state) => {
      try {
        localStorage.setItem(name, JSON.stringify({ state, version: 0 }))
      } catch {
        // Storage can be unavailable (private mode, quota): the preference lasts for this page only.
      }
    })
    return { ...initialState, ...readSavedState<State>(name) }
  }
}

function readSavedState<State>(name: string): Partial<State> | undefined {
  try {
    const saved = JSON.parse(localStorage.getItem(name) ?? 'null') as { state?: Partial<State> } | null
    return saved?.state && typeof saved.state === 'object' ? saved.state : undefined
  } catch {
    // No window (server render), no storage, or a value we cannot read: start from the defaults.
    return undefined
  }
}
