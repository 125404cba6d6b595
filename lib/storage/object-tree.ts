/** Storage object names are paths ("avatars/2025/me.png"); the browser shows one folder level at a time. */

export interface StorageObjectRow {
  id: string | null
  name: string
  created_at: string | null
  updated_at: string | null
  size: number | string | null
  mimetype: string | null
}

export type StorageEntry =
  | { kind: 'folder'; name: string; path: string; objectCount: number }
  | { kind: 'file'; name: string; path: string; object: StorageObjectRow }

/** "a/b/" for a folder path, "" for the root. */
export function normalizePrefix(prefix: string): string {
  const trimmed = prefix.replace(/^\/+|\/+$/g, '')
  return trimmed ? `${trimmed}/` : ''
}

/**
 * The entries directly under `prefix`: folders (named by the next path segment, with how many
 * objects they hold) first, then files, each sorted by name. The platform's ".emptyFolderPlaceholder"
 * object keeps an empty folder alive and is not itself listed.
 */
export function entriesAt(objects: readonly StorageObjectRow[], prefix: string): StorageEntry[] {
  const base = normalizePrefix(prefix)
  const folders = new Map<string, number>()
  const files: StorageEntry[] = []
  for (const object of objects) {
    if (!object.name.startsWith(base)) continue
    const rest = object.name.slice(base.length)
    const slash = rest.indexOf('/')
    if (slash >= 0) {
      const folder = rest.slice(0, slash)
      folders.set(folder, (folders.get(folder) ?? 0) + (rest.endsWith('/.emptyFolderPlaceholder') ? 0 : 1))
    } else if (rest && rest !== '.emptyFolderPlaceholder') {
      files.push({ kind: 'file', name: rest, path: object.name, object })
    }
  }
  const folderEntries: StorageEntry[] = [...folders.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, objectCount]) => ({ kind: 'folder', name, path: `${base}${name}/`, objectCount }))
  files.sort((a, b) => a.name.localeCompare(b.name))
  return [...folderEntries, ...files]
}

/** Breadcrumbs of a prefix: [{name:'a', path:'a/'}, {name:'b', path:'a/b/'}]. */
export function prefixCrumbs(prefix: string): { name: string; path: string }[] {
  const segments = normalizePrefix(prefix).split('/').filter(Boolean)
  return segments.map((name, index) => ({ name, path: `${segments.slice(0, index + 1).join('/')}/` }))
}
