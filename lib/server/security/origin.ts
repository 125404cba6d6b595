// No `server-only` marker: proxy.ts bundles this file too.

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export function isStateChangingMethod(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase())
}

/**
 * True when a browser says the request comes from another site. Requests without an Origin header
 * (curl, scripts, same-origin GETs) are not cross-origin; "Origin: null" (sandboxed pages) is.
 * The request's own origin is its URL's, or the Host / X-Forwarded-Host a reverse proxy passed on.
 */
export function isCrossOriginRequest(request: Request): boolean {
  const origin = request.headers.get('origin')
  if (origin === null) return false
  let originUrl: URL
  try {
    originUrl = new URL(origin)
  } catch {
    return true
  }
  if (originUrl.origin === new URL(request.url).origin) return false
  const ownHosts = [request.headers.get('host'), request.headers.get('x-forwarded-host')?.split(',')[0]?.trim()]
  return !ownHosts.some((host) => host && host.toLowerCase() === originUrl.host.toLowerCase())
}
