import { DEPRECATED_IN_PG17, type ExtensionTag } from '@/lib/catalog/extension-entry'
import { isDeprecatedIn } from '@/lib/catalog/extensions'
import type { Extension } from '@/lib/catalog/schemas/extensions-schema'

/** What the database reports about one extension (pg-meta's PgExtension fields). */
export interface DatabaseExtension {
  name: string
  schema: string | null
  default_version: string
  installed_version: string | null
  comment: string | null
}

/** One line of the extensions page: the catalogue's description joined with the database's state. */
export interface ExtensionListItem {
  name: string
  comment: string
  tags: readonly ExtensionTag[]
  /** The catalogue entry, when the extension is in it. */
  catalog: Extension | null
  /** Whether this database can install it (it is in pg_available_extensions). */
  isAvailable: boolean
  installedVersion: string | null
  defaultVersion: string | null
  /** The schema its objects live in, when installed. */
  schema: string | null
  isDeprecatedInPg17: boolean
}

/**
 * Every extension of the catalogue and of the database, by name: the catalogue supplies the
 * description, tags and links, the database whether it can be (or is) enabled.
 */
export function mergeExtensions(catalog: readonly Extension[], database: readonly DatabaseExtension[]): ExtensionListItem[] {
  const byName = new Map(database.map((extension) => [extension.name, extension]))
  const names = [...new Set([...catalog.map((entry) => entry.name), ...byName.keys()])].sort()
  const entries = new Map(catalog.map((entry) => [entry.name, entry]))
  return names.map((name) => {
    const entry = entries.get(name) ?? null
    const installed = byName.get(name)
    return {
      name,
      comment: entry?.comment ?? installed?.comment ?? '',
      tags: entry?.tags ?? [],
      catalog: entry,
      isAvailable: installed !== undefined,
      installedVersion: installed?.installed_version ?? null,
      defaultVersion: installed?.default_version ?? null,
      schema: installed?.schema ?? null,
      isDeprecatedInPg17: entry ? isDeprecatedIn(entry, 17) : (DEPRECATED_IN_PG17 as readonly string[]).includes(name),
    }
  })
}

export interface ExtensionFilter {
  search: string
  /** A tag of TAGS, or null for all. */
  tag: ExtensionTag | null
}

/** Name or description contains the search (case-insensitive), and the tag matches. */
export function filterExtensions(items: readonly ExtensionListItem[], { search, tag }: ExtensionFilter): ExtensionListItem[] {
  const needle = search.trim().toLowerCase()
  return items.filter(
    (item) =>
      (needle === '' || item.name.toLowerCase().includes(needle) || item.comment.toLowerCase().includes(needle)) &&
      (tag === null || item.tags.includes(tag))
  )
}

/** Where an enabled extension's objects go by default: the conventional schema when it exists. */
export function defaultExtensionSchema(schemas: readonly string[]): string {
  if (schemas.includes('extensions')) return 'extensions'
  if (schemas.includes('public')) return 'public'
  return schemas[0] ?? 'public'
}
