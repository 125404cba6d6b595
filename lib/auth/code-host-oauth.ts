import { CODE_HOST } from '@/lib/constants'

/** SPEC §7 / §9: the code-host (GitHub) OAuth popup. */
export const OAUTH_POPUP_WIDTH = 600
export const OAUTH_POPUP_HEIGHT = 800
export const OAUTH_POLL_INTERVAL_MS = 500
export const OAUTH_TIMEOUT_MS = 300_000
export const OAUTH_STATE_LENGTH = 32
export const OAUTH_STATE_STORAGE_KEY = `${CODE_HOST}-oauth-state`

const STATE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** A random 32-character state, drawn from the browser's CSPRNG. */
export function generateOAuthState(length = OAUTH_STATE_LENGTH): string {
  const bytes = new Uint8Array(length)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (byte) => STATE_ALPHABET[byte % STATE_ALPHABET.length]).join('')
}

export function codeHostAuthorizeUrl(clientId: string, state: string, redirectUri?: string): string {
  const url = new URL('https://github.com/login/oauth/authorize')
  url.searchParams.set('client_id', clientId)
  url.searchParams.set('state', state)
  if (redirectUri) url.searchParams.set('redirect_uri', redirectUri)
  return url.toString()
}
