/**
 * What the edge runtime accepts as a function's slug, a source file's name and a secret's name. The
 * dashboard checks these before sending anything, and the self-hosted server checks them again.
 */

export const FUNCTION_SLUG_PATTERN = /^[A-Za-z0-9_-]{1,63}$/
export const SECRET_NAME_PATTERN = /^[A-Z_][A-Z0-9_]*$/
/** Secrets the platform sets itself (the project URL and keys); users cannot set or remove them. */
export const RESERVED_SECRET_PREFIX = 'SUPABASE_'
/** Route segments beside /functions/{slug}: a function with one of these names could not be opened. */
const RESERVED_SLUGS = new Set(['new', 'secrets'])
/** The self-hosted edge runtime's router, which is not a function of its own. */
export const MAIN_FUNCTION = 'main'

/** The largest source file the dashboard sends or writes (the runtime refuses far smaller bundles). */
export const MAX_FUNCTION_FILE_BYTES = 5 * 1024 * 1024
export const MAX_FUNCTION_FILES = 50

const FILE_SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/

export function functionSlugError(slug: string): string | null {
  if (!slug) return 'Enter a slug'
  if (!FUNCTION_SLUG_PATTERN.test(slug)) return 'A slug is 1–63 letters, digits, dashes or underscores'
  if (RESERVED_SLUGS.has(slug)) return `"${slug}" is reserved: choose another slug`
  return null
}

/**
 * A relative path of plain segments (`index.ts`, `lib/db.ts`): no leading slash, no `.` or `..`
 * segments, no backslashes or percent-encoding, at most four levels deep.
 */
export function functionFileNameError(name: string): string | null {
  if (!name) return 'Enter a file name'
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return `${name}: file names are relative to the function's folder`
  const segments = name.split('/')
  if (segments.length > 4) return `${name}: at most four folder levels`
  if (segments.some((segment) => segment === '.' || segment === '..')) return `${name}: a file name cannot contain . or .. segments`
  if (!segments.every((segment) => FILE_SEGMENT.test(segment))) {
    return `${name}: use letters, digits, dots, dashes and underscores (and / between folders)`
  }
  return null
}

export function functionFileSizeError(name: string, bytes: number): string | null {
  if (bytes <= MAX_FUNCTION_FILE_BYTES) return null
  const megabytes = (bytes / (1024 * 1024)).toFixed(1)
  return `${name} is ${megabytes} MB: a function's file can be at most ${MAX_FUNCTION_FILE_BYTES / (1024 * 1024)} MB`
}

export function secretNameError(name: string): string | null {
  if (!name) return 'Enter a name'
  if (name.startsWith(RESERVED_SECRET_PREFIX)) return `${name}: names starting with ${RESERVED_SECRET_PREFIX} are reserved`
  if (!SECRET_NAME_PATTERN.test(name)) return `${name}: use upper-case letters, digits and underscores, not starting with a digit`
  return null
}

/** The names a function's code reads with Deno.env.get('NAME') (or "NAME", `NAME`). */
export function envNamesRead(code: string): string[] {
  const names = new Set<string>()
  for (const match of code.matchAll(/Deno\.env\.get\(\s*(['"`])([A-Za-z_][A-Za-z0-9_]*)\1\s*\)/g)) names.add(match[2])
  return [...names].sort()
}
