import { hasBasePath, withoutBasePath } from '@/lib/routing/base-path'

/** SPEC §2 "returnTo (post-login return path)". */
export const DEFAULT_RETURN_TO = '/organizations'

// A relative path of letters, digits, slashes, hyphens and underscores, with an optional simple query.
const RELATIVE_PATH = /^\/[A-Za-z0-9/_-]*(\?[A-Za-z0-9_\-.=&]*)?$/

/**
 * The in-app path to go to after signing in. Anything that is not a plain relative path
 * (protocol-relative, absolute, backslashes, encoded tricks) falls back to the default,
 * so the result never leaves the app's origin.
 */
export function getReturnToPath(search: string | URLSearchParams): string {
  const params = new URLSearchParams(search)
  const raw = params.get('returnTo')
  params.delete('returnTo')

  let target = raw ?? DEFAULT_RETURN_TO
  if (hasBasePath(target)) target = withoutBasePath(target)
  if (target.includes('//') || target.includes('://') || !RELATIVE_PATH.test(target)) {
    target = DEFAULT_RETURN_TO
  }
  return mergeQuery(target, params)
}

function mergeQuery(target: string, extra: URLSearchParams): string {
  const [path, query = ''] = target.split('?', 2)
  const merged = new URLSearchParams(query)
  extra.forEach((value, key) => {
    if (!merged.has(key)) merged.append(key, value)
  })
  const serialized = merged.toString()
  return serialized ? `${path}?${serialized}` : path
}
