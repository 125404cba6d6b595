/** Where the dashboard is mounted (next.config basePath, SPEC §2). */
export const BASE_PATH = '/dashboard'

/** An in-app path ("/org/acme") as the browser sees it ("/dashboard/org/acme"; "/" → "/dashboard"). */
export function withBasePath(path: string): string {
  return /^\/([?#]|$)/.test(path) ? `${BASE_PATH}${path.slice(1)}` : `${BASE_PATH}${path}`
}
