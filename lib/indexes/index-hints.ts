import type { PgIndex } from '@/lib/api/types'

import type { IndexStats } from './index-stats-sql'

/** What the Indexes page says about an index: never scanned, or indexing what another index already does. */
export interface IndexHint {
  /** Never scanned since statistics were reset, and not there to enforce uniqueness. */
  isUnused: boolean
  /** Names of the other indexes on the same table over the same columns or expressions (and condition). */
  duplicateOf: string[]
}

/**
 * The columns (or expressions) an index covers, in order, with its method and partial condition: two
 * indexes of one table with the same signature answer the same lookups.
 */
function indexSignature(index: PgIndex): string {
  const attributes = (index.index_attributes ?? []).map((attribute) => attribute.attribute_name)
  return JSON.stringify([index.table_id, index.access_method, attributes, index.index_predicate ?? ''])
}

export function indexHints(indexes: readonly PgIndex[], stats: readonly IndexStats[]): Map<number, IndexHint> {
  const scansById = new Map(stats.map((row) => [row.id, row.scans]))
  const bySignature = new Map<string, PgIndex[]>()
  for (const index of indexes) {
    const signature = indexSignature(index)
    bySignature.set(signature, [...(bySignature.get(signature) ?? []), index])
  }
  const hints = new Map<number, IndexHint>()
  for (const index of indexes) {
    const scans = scansById.get(index.id)
    const twins = bySignature.get(indexSignature(index)) ?? []
    hints.set(index.id, {
      // No statistics row (a system table's index) says nothing about use.
      isUnused: scans === 0 && !index.is_unique && !index.is_primary && !index.is_exclusion,
      duplicateOf: twins.filter((twin) => twin.id !== index.id).map((twin) => twin.name ?? String(twin.id)),
    })
  }
  return hints
}
