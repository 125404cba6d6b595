import { describe, expect, it } from 'vitest'

import { parseTableList, tableListSql } from '@/lib/table-editor/table-list-sql'

describe('table list SQL', () => {
  it('reads one schema, quoted as a literal, without sizes, columns or keys', () => {
    const sql = tableListSql("o'hara")
    expect(sql).toContain("n.nspname = 'o''hara'")
    expect(sql).toContain("c.relkind in ('r', 'p')")
    expect(sql).not.toMatch(/pg_total_relation_size|pg_attribute|pg_constraint/)
  })

  it('turns the bigint strings of the query endpoint into numbers', () => {
    expect(
      parseTableList([{ id: '4294967295', schema: 'public', name: 'big', rls_enabled: true, live_rows_estimate: '12' }])
    ).toEqual([{ id: 4_294_967_295, schema: 'public', name: 'big', rls_enabled: true, live_rows_estimate: 12 }])
    expect(parseTableList([{ id: 1, schema: 's', name: 't', rls_enabled: false, live_rows_estimate: null }])[0].live_rows_estimate).toBe(0)
  })
})
