/** localStorage key of the persisted auth session (cleared on sign-out, SPEC §4). */
export const AUTH_STORAGE_KEY = 'supabase.dashboard.auth.token'

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
