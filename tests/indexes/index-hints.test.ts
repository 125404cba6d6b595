import { describe, expect, it } from 'vitest'

import { indexHints } from '@/lib/indexes/index-hints'
import { buildIndexStatsSql } from '@/lib/indexes/index-stats-sql'

import { index } from './index-fixture'

describe('index hints', () => {
  const pkey = index(1, 'todos_pkey', ['id'], { is_unique: true, is_primary: true })
  const byUser = index(2, 'todos_user_idx', ['user_id'])
  const byUserAgain = index(3, 'todos_user_id_idx', ['user_id'])
  const byUserTask = index(4, 'todos_user_task_idx', ['user_id', 'task'])
  const byTaskUser = index(5, 'todos_task_user_idx', ['task', 'user_id'])
  const lowerEmail = index(6, 'todos_lower_task', ['lower(task)'])
  const openOnly = index(7, 'todos_open_user_idx', ['user_id'], { index_predicate: 'NOT is_complete' })
  const otherTable = index(8, 'notes_user_idx', ['user_id'], { table_id: 11, table: 'notes' })
  const uniqueTask = index(9, 'todos_task_key', ['task'], { is_unique: true })
  const all = [pkey, byUser, byUserAgain, byUserTask, byTaskUser, lowerEmail, openOnly, otherTable, uniqueTask]

  it('flags never-scanned indexes, but not those enforcing uniqueness nor those without statistics', () => {
    const hints = indexHints(all, [
      { id: 1, size_bytes: 16384, scans: 0 },
      { id: 2, size_bytes: 16384, scans: 12 },
      { id: 3, size_bytes: 16384, scans: 0 },
      { id: 9, size_bytes: 16384, scans: 0 },
    ])
    expect(hints.get(1)?.isUnused).toBe(false)
    expect(hints.get(2)?.isUnused).toBe(false)
    expect(hints.get(3)?.isUnused).toBe(true)
    expect(hints.get(9)?.isUnused).toBe(false)
    expect(hints.get(4)?.isUnused).toBe(false)
  })

  it('pairs indexes of one table over the same columns in the same order, with the same condition', () => {
    const hints = indexHints(all, [])
    expect(hints.get(2)?.duplicateOf).toEqual(['todos_user_id_idx'])
    expect(hints.get(3)?.duplicateOf).toEqual(['todos_user_idx'])
    // Different order, a partial condition, another table or an expression make different indexes.
    for (const id of [1, 4, 5, 6, 7, 8, 9]) expect(hints.get(id)?.duplicateOf).toEqual([])
  })

  it('pairs a plain index with the unique index that already covers its column', () => {
    const plainTask = index(10, 'todos_task_idx', ['task'])
    const hints = indexHints([uniqueTask, plainTask], [{ id: 10, size_bytes: 8192, scans: 0 }])
    expect(hints.get(10)).toEqual({ isUnused: true, duplicateOf: ['todos_task_key'] })
    expect(hints.get(9)?.duplicateOf).toEqual(['todos_task_idx'])
  })

  it('reads the statistics of the chosen schema only, its name quoted as a literal', () => {
    expect(buildIndexStatsSql("it's")).toContain("where s.schemaname = 'it''s'")
  })
})
