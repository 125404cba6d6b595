import { expect, test } from '@playwright/test'

/**
 * A project whose database server refuses connections (scripts/e2e-pg-server.mjs serves "down" on
 * 127.0.0.1:1): every page still renders, says which server and what it answered, and never falls
 * back to the global error screen. The stop-and-start of a real server is tests/server/database-faults.test.ts.
 */
const GLOBAL_ERROR_TITLE = 'Sorry! An unexpected error occurred.'
const DOWN_MESSAGE = /Could not connect to the database at 127\.0\.0\.1:1: connect ECONNREFUSED 127\.0\.0\.1:1/

for (const path of ['', '/database/functions', '/editor', '/sql/new']) {
  test(`with its database down, /project/down${path} says what is wrong`, async ({ page, request }) => {
    const query = await request.post('/dashboard/api/platform/pg-meta/down/query', { data: { query: 'select 1' } })
    expect(query.status()).toBe(503)
    expect(query.headers()['retry-after']).toMatch(/^\d+$/)
    expect((await query.json()).message).toMatch(DOWN_MESSAGE)

    await page.goto(`/dashboard/project/down${path}`)
    // Reads are retried (Retry-After 1 s, three times) before the page shows the failure.
    await expect(page.getByText(DOWN_MESSAGE).first()).toBeVisible({ timeout: 30_000 })
    await expect(page.getByRole('button', { name: 'Retry' }).first()).toBeVisible()
    await expect(page.getByText(GLOBAL_ERROR_TITLE)).toHaveCount(0)
  })
}
