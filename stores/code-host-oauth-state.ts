import { STORAGE_KEYS } from './storage-keys'

/**
 * The state of the code-host OAuth popup (SPEC §7 / §9): kept when the popup opens, checked once by
 * the callback page. The window (or storage) is a parameter so the popup's tests can give their own.
 */
export function rememberOAuthState(state: string, win: Window = window): void {
  win.localStorage.setItem(STORAGE_KEYS.codeHostOAuthState, state)
}

/** The callback page checks the state it received against the one stored when the popup opened. */
export function verifyOAuthState(received: string | null, storage: Storage = window.localStorage): boolean {
  const expected = storage.getItem(STORAGE_KEYS.codeHostOAuthState)
  storage.removeItem(STORAGE_KEYS.codeHostOAuthState)
  return Boolean(received) && received === expected
}
