/**
 * What is wrong with a name before anything is sent, for every name field of the product. Postgres
 * keeps at most NAMEDATALEN - 1 = 63 bytes of an identifier and silently cuts longer ones, so a table
 * named with 80 characters would be created under another name: the limit is counted in UTF-8 bytes,
 * not characters (an accented letter takes 2, an emoji 4).
 */
export const MAX_IDENTIFIER_BYTES = 63

export type IdentifierKind =
  | 'table'
  | 'column'
  | 'schema'
  | 'function'
  | 'argument'
  | 'policy'
  | 'trigger'
  | 'type'
  | 'enum value'
  | 'role'
  | 'index'
  | 'publication'
  | 'bucket'
  | 'branch'
  | 'function slug'

const encoder = new TextEncoder()

export function identifierBytes(name: string): number {
  return encoder.encode(name).length
}

/** Storage bucket names (storage API): lower-case letters, digits, dots, hyphens, underscores. */
const BUCKET_PATTERN = /^[a-z0-9][a-z0-9._-]*$/
/** Edge function slugs: a letter, then letters, digits, hyphens and underscores. */
const SLUG_PATTERN = /^[A-Za-z][A-Za-z0-9_-]*$/
/** Git-like branch names: no spaces, no "..", no leading "-" or "/", none of ~^:?*[\ . */
const BRANCH_FORBIDDEN = /[\s~^:?*[\\]|\.\.|^[-/]|\/$|\.lock$|@\{/

/** The error for `name` as a `kind`, or null when it is fine. `name` is taken as typed (trimmed). */
export function identifierError(kind: IdentifierKind, rawName: string): string | null {
  const name = rawName.trim()
  if (name === '') return `Give the ${kind} a name.`
  if (name.includes('\u0000')) return `A ${kind} name cannot contain the NUL character.`
  const bytes = identifierBytes(name)
  if (bytes > MAX_IDENTIFIER_BYTES) {
    const note = bytes > name.length ? ` (${name.length} characters; letters outside ASCII take more than one byte)` : ''
    return `A ${kind} name can be at most ${MAX_IDENTIFIER_BYTES} bytes; this one is ${bytes}${note}. Postgres would cut it short.`
  }
  switch (kind) {
    case 'role':
      if (name.toLowerCase().startsWith('pg_')) return 'Names starting with pg_ are reserved for Postgres.'
      if (['public', 'none', 'current_user', 'session_user', 'current_role'].includes(name.toLowerCase())) return `"${name}" is a reserved role name.`
      return null
    case 'schema':
      if (name.toLowerCase().startsWith('pg_')) return 'Schema names starting with pg_ are reserved for Postgres.'
      return null
    case 'bucket':
      if (!BUCKET_PATTERN.test(name)) return 'Use lower-case letters, digits, dots, hyphens and underscores, starting with a letter or digit'
      return null
    case 'function slug':
      if (!SLUG_PATTERN.test(name)) return 'Start with a letter; then use letters, digits, hyphens and underscores.'
      return null
    case 'branch':
      if (BRANCH_FORBIDDEN.test(name)) return 'Branch names cannot contain spaces, "..", or any of ~ ^ : ? * [ \\, nor start with "-".'
      return null
    default:
      return null
  }
}
