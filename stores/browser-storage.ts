import { AUTH_STORAGE_KEY } from '@/lib/auth/auth-storage'

/**
 * What acts on the browser's storage as a whole rather than on one persisted value: the error
 * screens' "Clear browser storage" and sign-out's removal of the auth session, which the auth client
 * (supabase-js) wrote under keys of its own.
 */

/** SPEC §2 "Clear browser storage": empties local and session storage. */
export function clearBrowserStorage(): void {
  try {
    window.localStorage.clear()
    window.sessionStorage.clear()
  } catch (error) {
    console.error('Could not clear browser storage', error)
  }
}

/**
 * Removes every locally stored trace of the auth session. Apart from auth-client.ts so that
 * sign-out and the error screens do not load the auth client (supabase-js) to do it.
 */
export function clearLocalAuthState() {
  if (typeof window === 'undefined') return
  for (const storage of [window.localStorage, window.sessionStorage]) {
    for (const key of Object.keys(storage)) {
      if (key.startsWith(AUTH_STORAGE_KEY) || key.startsWith('sb-')) storage.removeItem(key)
    }
  }
}
