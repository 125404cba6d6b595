import { expect, test } from '@playwright/test'

// The PostgreSQL-backed server answers SQL from the real server, not from embedded PGlite.
test('the query endpoint runs on the PostgreSQL server', async ({ request }) => {
  const response = await request.post('/dashboard/api/platform/pg-meta/default/query', {
    data: { query: 'select version() as version' },
  })
  expect(response.status()).toBe(200)
  const [row] = (await response.json()) as Array<{ version: string }>
  expect(row.version).toMatch(/^PostgreSQL \d+/)
  expect(row.version).not.toMatch(/wasm|emscripten/i)
})
