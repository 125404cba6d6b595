import { QueryClient } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'

import { EXPORT_PAGE_SIZE, exportTableRowsInPages } from '@/data/table-rows/table-rows-export'
import { orderTerms } from '@/lib/table-editor/keyset'
import { server } from '@/tests/setup/msw-server'

import { API_URL, configureTestPlatform, PROJECT_REF } from './harness'

const TOTAL = EXPORT_PAGE_SIZE * 2 + 17
const statements: string[] = []

beforeEach(() => {
  statements.length = 0
  configureTestPlatform()
  server.use(
    http.post(`${API_URL}/pg-meta/:ref/query`, async ({ request }) => {
      const { query } = (await request.json()) as { query: string }
      statements.push(query)
      // Serves ids after the keyset cursor, LIMIT rows: what Postgres would answer.
      const after = Number(/"id" > '(\d+)'/.exec(query)?.[1] ?? 0)
      const limit = Number(/limit (\d+)$/.exec(query)?.[1])
      const rows = []
      for (let id = after + 1; id <= Math.min(TOTAL, after + limit, 3 * EXPORT_PAGE_SIZE); id++) rows.push({ id, name: id % 3 === 0 ? null : `n,${id}` })
      return HttpResponse.json(rows)
    })
  )
})

describe('platform export by keyset pages', () => {
  it('reads every row in 5,000-row keyset pages (no OFFSET) and writes one file', async () => {
    const terms = orderTerms({ primaryKey: ['id'], sorts: [], columns: new Map([['id', { isNullable: false, kind: 'number' }]]) })
    const progress: number[] = []
    const blob = await exportTableRowsInPages(
      { projectRef: PROJECT_REF, schema: 'public', table: 'items', columns: ['id', 'name'], terms, filters: [], format: 'csv' },
      { client: new QueryClient() },
      (rows) => progress.push(rows)
    )
    const lines = (await blob.text()).split('\r\n')
    expect(lines[0]).toBe('id,name')
    expect(lines).toHaveLength(TOTAL + 2)
    expect(lines[1]).toBe('1,"n,1"')
    expect(lines[3]).toBe('3,')
    expect(lines[TOTAL - 1]).toBe(`${TOTAL - 1},"n,${TOTAL - 1}"`)
    expect(lines[TOTAL]).toBe(`${TOTAL},`)
    expect(progress).toEqual([EXPORT_PAGE_SIZE, EXPORT_PAGE_SIZE * 2, TOTAL])
    expect(statements).toHaveLength(3)
    expect(statements[1]).toContain(`where ("id" > '${EXPORT_PAGE_SIZE}')`)
    expect(statements.join('\n')).not.toMatch(/offset/i)
  })
})
