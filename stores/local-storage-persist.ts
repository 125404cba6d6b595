import type { StateCreator } from 'zustand'

import type { PersistedValue } from './persisted-value'

/**
 * Keeps the data part of a zustand store in a persisted value (normally of the `versioned` format,
 * the one zustand's persist middleware wrote, so earlier saves still load), and follows changes made
 * in other tabs. The few lines the app needs instead of `zustand/middleware`, which would ship with
 * every dashboard page. Like that middleware, the saved state is read as the store is created.
 */
export function persistInLocalStorage<State extends object, Saved extends Partial<State>>(
  persisted: PersistedValue<Saved>,
  pick: (state: State) => Saved,
  createState: StateCreator<State>
): StateCreator<State> {
  return (set, get, api) => {
    const initialState = createState(set, get, api)
    // Server render and hydration use the defaults (as zustand's persist middleware did); the saved
    // state shows from the first client render after that.
    api.getInitialState = () => initialState
    let isApplyingStored = false
    let isWriting = false
    api.subscribe((state) => {
      if (isApplyingStored) return
      isWriting = true
      persisted.write(pick(state))
      isWriting = false
    })
    persisted.subscribe(() => {
      // Our own write comes back as a notification; only another tab's change is applied.
      if (isWriting) return
      isApplyingStored = true
      api.setState(persisted.read())
      isApplyingStored = false
    })
    return { ...initialState, ...persisted.read() }
  }
}
