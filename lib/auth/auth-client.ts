import { AuthClient, type GoTrueClient } from '@supabase/supabase-js'

/** localStorage key of the persisted auth session (cleared on sign-out, SPEC §4). */
export const AUTH_STORAGE_KEY = 'supabase.dashboard.auth.token'

let client: GoTrueClient | undefined
let clientUrl: string | undefined

/**
 * The platform-mode auth client. GOTRUE_URL already ends in /auth/v1, so it is handed to the
 * auth client itself rather than to createClient, which would append /auth/v1 again (DESIGN.md §3).
 */
export function getAuthClient(gotrueUrl: string, anonKey?: string): GoTrueClient {
  if (!client || clientUrl !== gotrueUrl) {
    client = new AuthClient({
      url: gotrueUrl,
      headers: anonKey ? { apikey: anonKey, Authorization: `Bearer ${anonKey}` } : {},
      storageKey: AUTH_STORAGE_KEY,
      autoRefreshToken: typeof window !== 'undefined',
      persistSession: typeof window !== 'undefined',
      detectSessionInUrl: typeof window !== 'undefined',
    })
    clientUrl = gotrueUrl
  }
  return client
}

/** Removes every locally stored trace of the auth session. */
export function clearLocalAuthState() {
  if (typeof window === 'undefined') return
  for (const storage of [window.localStorage, window.sessionStorage]) {
    for (const key of Object.keys(storage)) {
      if (key.startsWith(AUTH_STORAGE_KEY) || key.startsWith('sb-')) storage.removeItem(key)
    }
  }
}
