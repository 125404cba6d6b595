/** One field where two JSON answers disagree: its path, ours and theirs. */
export interface FieldDifference {
  path: string
  ours: unknown
  theirs: unknown
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A stable order for list items, so two lists with the same rows in another order compare equal. */
function sortKey(item: unknown): string {
  const content = JSON.stringify(item)
  return isRecord(item) && 'id' in item ? `id:${String(item.id)} ${content}` : content
}

/** Lists whose order means something (a function's arguments): never re-sorted. */
const ORDERED_LISTS = new Set(['args'])

/** Lists of rows sorted by id (or by their content), object keys in order; everything else as it is. */
export function normalize(value: unknown, key = ''): Json {
  if (Array.isArray(value)) {
    const items = value.map((item) => normalize(item))
    const isRowList = !ORDERED_LISTS.has(key) && items.every((item) => isRecord(item))
    return isRowList ? [...items].sort((a, b) => sortKey(a).localeCompare(sortKey(b))) : items
  }
  if (isRecord(value)) {
    const keys = Object.keys(value).sort()
    return Object.fromEntries(keys.map((name) => [name, normalize(value[name], name)]))
  }
  return value as Json
}

/**
 * Every field of `theirs` that `ours` lacks or holds differently, path by path (rows keyed by id where
 * they have one). Fields only `ours` has are not differences: they are our additions.
 */
export function diffFields(ours: unknown, theirs: unknown, path = ''): FieldDifference[] {
  const left = normalize(ours)
  const right = normalize(theirs)
  return walk(left, right, path)
}

/** Rows that each carry an id no other row of the list has (a composite key's rows share theirs). */
function hasUniqueIds(items: Json[]): boolean {
  const ids = items.map((item) => (isRecord(item) && 'id' in item ? String(item.id) : null))
  return ids.every((id) => id !== null) && new Set(ids).size === ids.length
}

function walk(ours: Json | undefined, theirs: Json | undefined, path: string): FieldDifference[] {
  if (Array.isArray(theirs) && Array.isArray(ours)) {
    const isRowList = hasUniqueIds(theirs) && hasUniqueIds(ours)
    if (isRowList) {
      const byId = new Map(ours.map((item) => [String((item as Record<string, Json>).id), item]))
      const theirIds = new Set(theirs.map((item) => String((item as Record<string, Json>).id)))
      const differences = theirs.flatMap((item) => {
        const id = String((item as Record<string, Json>).id)
        const mine = byId.get(id)
        return mine === undefined
          ? [{ path: `${path}[id=${id}]`, ours: undefined, theirs: item }]
          : walk(mine, item, `${path}[id=${id}]`)
      })
      const extra = ours
        .filter((item) => !theirIds.has(String((item as Record<string, Json>).id)))
        .map((item) => ({ path: `${path}[id=${String((item as Record<string, Json>).id)}]`, ours: item, theirs: undefined }))
      return [...differences, ...extra]
    }
    if (ours.length !== theirs.length) return [{ path, ours, theirs }]
    return theirs.flatMap((item, index) => walk(ours[index], item, `${path}[${index}]`))
  }
  if (isRecord(theirs) && isRecord(ours)) {
    return Object.keys(theirs).flatMap((key) => walk(ours[key], theirs[key], `${path}.${key}`))
  }
  return JSON.stringify(ours) === JSON.stringify(theirs) ? [] : [{ path, ours, theirs }]
}
