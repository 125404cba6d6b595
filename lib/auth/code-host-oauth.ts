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

export type OAuthPopupOutcome = 'closed' | 'timeout' | 'blocked'

/**
 * Opens the authorize (or app installation) page in a 600×800 popup, keeps the state for the
 * callback page to verify, polls every 500 ms for the popup closing and gives up after 300 s.
 */
export function openCodeHostPopup(
  url: string,
  state: string,
  onComplete: (outcome: OAuthPopupOutcome) => void,
  { win = window, now = () => Date.now() }: { win?: Window; now?: () => number } = {}
): () => void {
  win.localStorage.setItem(OAUTH_STATE_STORAGE_KEY, state)
  const left = Math.max(0, (win.screen.width - OAUTH_POPUP_WIDTH) / 2)
  const top = Math.max(0, (win.screen.height - OAUTH_POPUP_HEIGHT) / 2)
  const popup = win.open(
    url,
    `${CODE_HOST}-oauth`,
    `width=${OAUTH_POPUP_WIDTH},height=${OAUTH_POPUP_HEIGHT},left=${left},top=${top}`
  )
  if (!popup) {
    onComplete('blocked')
    return () => {}
  }
  const startedAt = now()
  const timer = win.setInterval(() => {
    if (popup.closed) {
      win.clearInterval(timer)
      onComplete('closed')
    } else if (now() - startedAt >= OAUTH_TIMEOUT_MS) {
      win.clearInterval(timer)
      popup.close()
      onComplete('timeout')
    }
  }, OAUTH_POLL_INTERVAL_MS)
  return () => win.clearInterval(timer)
}

/** The callback page checks the state it received against the one stored when the popup opened. */
export function verifyOAuthState(received: string | null, storage: Storage = window.localStorage): boolean {
  const expected = storage.getItem(OAUTH_STATE_STORAGE_KEY)
  storage.removeItem(OAUTH_STATE_STORAGE_KEY)
  return Boolean(received) && received === expected
}
