import type { GoTrueClient } from '@supabase/supabase-js'

/**
 * The platform-mode auth client, loaded on first use: self-hosted pages never need supabase-js,
 * so it stays out of every route's first-load JavaScript. Resolves to the same client each time.
 */
export async function loadAuthClient(gotrueUrl: string, anonKey?: string): Promise<GoTrueClient> {
  const { getAuthClient } = await import('./auth-client')
  return getAuthClient(gotrueUrl, anonKey)
}
