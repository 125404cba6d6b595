import { CODE_HOST } from '@/lib/constants'
import { OAUTH_POLL_INTERVAL_MS, OAUTH_POPUP_HEIGHT, OAUTH_POPUP_WIDTH, OAUTH_TIMEOUT_MS } from '@/lib/auth/code-host-oauth'
import { rememberOAuthState } from '@/stores/code-host-oauth-state'

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
  rememberOAuthState(state, win)
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
