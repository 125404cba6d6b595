/**
 * Which CSV column goes into which table column: matched by name (case, spaces, dashes and
 * underscores ignored), then editable. Each table column takes at most one CSV column.
 */
export type HeaderMapping = (string | null)[]

const normalize = (name: string) => name.trim().toLowerCase().replace(/[\s_-]+/g, '')

export function autoMapHeaders(headers: readonly string[], columnNames: readonly string[]): HeaderMapping {
  const byName = new Map<string, string>()
  for (const name of columnNames) {
    if (!byName.has(name)) byName.set(name, name)
  }
  for (const name of columnNames) {
    if (!byName.has(normalize(name))) byName.set(normalize(name), name)
  }
  const used = new Set<string>()
  return headers.map((header) => {
    const match = byName.get(header.trim()) ?? byName.get(normalize(header))
    if (!match || used.has(match)) return null
    used.add(match)
    return match
  })
}

/** Maps header `index` to `column` (or skips it), moving the column away from any other header. */
export function remapHeader(mapping: HeaderMapping, index: number, column: string | null): HeaderMapping {
  return mapping.map((current, position) => {
    if (position === index) return column
    return column !== null && current === column ? null : current
  })
}

/** Why the mapping cannot be imported, or null: something must be mapped, and required columns must be. */
export function mappingProblem(mapping: HeaderMapping, requiredColumns: readonly string[]): string | null {
  const mapped = new Set(mapping.filter((column): column is string => column !== null))
  if (mapped.size === 0) return 'Map at least one CSV column to a table column'
  const missing = requiredColumns.filter((column) => !mapped.has(column))
  if (missing.length > 0) return `Map a CSV column to ${missing.join(', ')}: it is required (NOT NULL, no default)`
  return null
}
