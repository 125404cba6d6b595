/** The platform API URL ends in /platform while every request path starts with /platform/ (SPEC §7). */
const TRAILING_PLATFORM_SEGMENT = /\/platform\/?$/

/**
 * Turns the configured platform API URL into the client's base URL: relative URLs (self-hosted
 * `/dashboard/api/platform`) are resolved against the page's origin, then "/platform" is removed.
 */
export function resolvePlatformBaseUrl(platformApiUrl: string, origin?: string): string {
  const pageOrigin = origin ?? (typeof window === 'undefined' ? undefined : window.location.origin)
  let absolute = platformApiUrl
  if (!/^[a-z][a-z\d+.-]*:\/\//i.test(platformApiUrl)) {
    if (!pageOrigin) {
      throw new Error(
        `The platform API URL "${platformApiUrl}" is relative and there is no page origin to resolve it against`
      )
    }
    absolute = new URL(platformApiUrl, pageOrigin).toString()
  }
  return absolute.replace(/\/+$/, '').replace(TRAILING_PLATFORM_SEGMENT, '')
}
