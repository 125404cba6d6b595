/** Where the dashboard is mounted (next.config basePath, SPEC §2). The one place the prefix is written. */
export const BASE_PATH = '/dashboard'

/** An in-app path ("/org/acme") as the browser sees it ("/dashboard/org/acme"; "/" → "/dashboard"). */
export function withBasePath(path: string): string {
  return /^\/([?#]|$)/.test(path) ? `${BASE_PATH}${path.slice(1)}` : `${BASE_PATH}${path}`
}

/** Whether a browser path is inside the dashboard ("/dashboard", "/dashboard/…", "/dashboard?…"). */
export function hasBasePath(pathname: string): boolean {
  return pathname === BASE_PATH || pathname.startsWith(`${BASE_PATH}/`) || pathname.startsWith(`${BASE_PATH}?`) || pathname.startsWith(`${BASE_PATH}#`)
}

/** A browser path back to the in-app path ("/dashboard/org/acme" → "/org/acme", "/dashboard" → "/"). */
export function withoutBasePath(pathname: string): string {
  if (!hasBasePath(pathname)) return pathname
  const rest = pathname.slice(BASE_PATH.length)
  return rest === '' ? '/' : rest.startsWith('/') ? rest : `/${rest}`
}
