import { BASE_PATH } from '@/lib/routing/base-path'
import { clearBrowserStorage as clearStorage, clearLocalAuthState } from '@/stores/browser-storage'
import { forgetErrorReportingUserId } from '@/stores/error-reporting-user-id'

/** The dashboard's base path (next.config.ts); error screens use full page loads to start afresh. */
export const APP_BASE_PATH = BASE_PATH
export const SIGN_IN_PATH = '/sign-in'

export function reloadPage(): void {
  window.location.reload()
}

/** SPEC §2 "Clear browser storage": clears local and session storage, then reloads. */
export function clearBrowserStorage(reload: () => void = reloadPage): void {
  clearStorage()
  reload()
}

/**
 * Sign-out for screens rendered outside the app's providers (the root error boundary): drops the
 * local session and goes to the sign-in page with a full page load.
 */
export function signOutLocally(): void {
  clearLocalAuthState()
  forgetErrorReportingUserId()
  // A full page load: the app's state may be what broke, so nothing of it is reused.
  window.location.assign(new URL(`${APP_BASE_PATH}${SIGN_IN_PATH}`, window.location.origin).href)
}
