import { BASE_PATH } from '@/lib/routing/base-path'

import { DEFAULT_RETURN_TO } from './return-to'

/**
 * In-app links between the sign-in class pages, and the absolute URLs the auth server's emails point
 * at. Every one carries returnTo (SPEC §2), so a user who signs up or resets a password from a
 * deep link still lands there.
 */

/** `/sign-up?returnTo=…`; the default destination is left out to keep links short. */
export function authPageHref(page: '/sign-in' | '/sign-up' | '/forgot-password', returnTo: string): string {
  return returnTo === DEFAULT_RETURN_TO ? page : `${page}?${new URLSearchParams({ returnTo }).toString()}`
}

/** Where the confirmation email's link lands: the page the user wanted (the link signs them in). */
export function signUpRedirectUrl(origin: string, returnTo: string): string {
  return `${origin}${BASE_PATH}${returnTo}`
}

/** Where the reset email's link lands: this app's /dashboard/reset-password, keeping returnTo. */
export function passwordResetRedirectUrl(origin: string, returnTo: string): string {
  return `${origin}${BASE_PATH}/reset-password?${new URLSearchParams({ returnTo }).toString()}`
}
