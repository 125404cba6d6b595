import { MIDDLEWARE_OUTAGE_BANNER_KEY } from '@/lib/constants'
import { withoutBasePath } from '@/lib/routing/base-path'

/** SPEC §2: the brief dashboard (middleware) outage of May 16, 2025, 22:00–23:00 UTC. */
export const NOTICE_BANNER_TEXTS = {
  title: 'Brief dashboard outage on May 16, 2025, 22:00–23:00 UTC',
  message:
    'The dashboard was briefly unavailable between 22:00 and 23:00 UTC on May 16, 2025 while we upgraded its middleware. Your projects kept serving requests.',
  learnMore: 'Learn more',
  dismiss: 'Dismiss',
} as const

/** The localStorage value written when the notice is dismissed. */
export const NOTICE_ACKNOWLEDGED_VALUE = 'true'
export { MIDDLEWARE_OUTAGE_BANNER_KEY }

/** The sign-in pages (sign-in, its MFA/SSO/callback steps, sign-up, password recovery). */
const SIGN_IN_PAGE = /^\/(sign-in|sign-up|forgot-password|reset-password)(-[a-z0-9-]+)?(\/|$)/

/** Whether a path (with or without the base path) is one of the sign-in pages. */
export function isSignInPage(pathname: string): boolean {
  const path = withoutBasePath(pathname)
  return SIGN_IN_PAGE.test(path)
}

/** SPEC §2/§4: shown while the flag is on, outside the sign-in pages, until acknowledged. */
export function shouldShowNoticeBanner({
  isFlagOn,
  pathname,
  isAcknowledged,
}: {
  isFlagOn: boolean
  pathname: string
  isAcknowledged: boolean
}): boolean {
  return isFlagOn && !isAcknowledged && !isSignInPage(pathname)
}
