import type { Sort } from './types'

/**
 * A column header click: sort by that column alone, cycling asc → desc → unsorted. With
 * `isAdditive` (Shift+click) the column is added to, cycled within, or removed from the current sort.
 */
export function cycleSort(sorts: readonly Sort[], column: string, isAdditive: boolean): Sort[] {
  const current = sorts.find((sort) => sort.column === column)
  const others = isAdditive ? sorts.filter((sort) => sort.column !== column) : []
  if (!current) return [...others, { column, direction: 'asc' }]
  if (current.direction === 'asc') {
    return isAdditive
      ? sorts.map((sort) => (sort.column === column ? { column, direction: 'desc' } : sort))
      : [{ column, direction: 'desc' }]
  }
  return others
}
