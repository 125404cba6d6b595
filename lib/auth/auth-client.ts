import { AuthClient, type GoTrueClient } from '@supabase/supabase-js'

import { AUTH_STORAGE_KEY } from './auth-storage'

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
