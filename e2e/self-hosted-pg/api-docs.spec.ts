import { readFile } from 'node:fs/promises'

import { expect, test } from '@playwright/test'

import { FUNCTIONS_GATEWAY_URL } from '../ports'

const TABLE = `o'hara "orders"/2025`

test.beforeAll(async ({ request }) => {
  const response = await request.post('/dashboard/api/platform/pg-meta/default/query', {
    data: {
      query: `
        drop table if exists public."o'hara ""orders""/2025";
        create table public."o'hara ""orders""/2025" (
          id bigint generated always as identity primary key,
          "customer name" text not null,
          total numeric
        );
        comment on table public."o'hara ""orders""/2025" is 'Orders from the shop';
        comment on column public."o'hara ""orders""/2025"."customer name" is 'Name as typed at checkout';`,
    },
  })
  expect(response.status()).toBe(200)
})

test.afterAll(async ({ request }) => {
  await request.post('/dashboard/api/platform/pg-meta/default/query', {
    data: { query: `drop table if exists public."o'hara ""orders""/2025"` },
  })
})

test('API docs of a table with a hostile name: columns, comments and correctly quoted snippets', async ({ page }) => {
  await page.goto('/dashboard/project/default/api')
  await expect(page.getByRole('heading', { level: 1, name: 'API Docs' })).toBeVisible()
  await page.getByRole('navigation', { name: 'API resources' }).getByRole('link', { name: TABLE }).click()
  await expect(page).toHaveURL(/\/dashboard\/project\/default\/api\?resource=/)
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(TABLE.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')) })).toBeVisible()
  await expect(page.getByText('Orders from the shop')).toBeVisible()
  const columns = page.getByRole('table', { name: 'Columns' })
  await expect(columns.getByRole('row', { name: /customer name text Yes Name as typed at checkout/ })).toBeVisible()
  await expect(columns.getByRole('row', { name: /^id int8 Primary key/ })).toBeVisible()

  const read = page.getByRole('region', { name: 'Read rows' })
  await expect(read.locator('pre')).toContainText(`supabase.from(${JSON.stringify(TABLE)}).select('*')`)
  await read.getByRole('button', { name: 'curl' }).click()
  await expect(read.locator('pre')).toContainText(`/rest/v1/${encodeURIComponent(TABLE).replace(/'/g, `'\\''`)}?select=*'`)

  // The configured gateway (SUPABASE_URL on this e2e server) fills in the snippets.
  await expect(read.locator('pre')).toContainText(`${FUNCTIONS_GATEWAY_URL}/rest/v1/`)
})

test('Generate types downloads a typed-client file for the schema', async ({ page }) => {
  await page.goto('/dashboard/project/default/api')
  const downloadPromise = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Generate types' }).click()
  const download = await downloadPromise
  expect(download.suggestedFilename()).toBe('database.types.ts')
  const text = await readFile(await download.path(), 'utf8')
  expect(text).toContain(`${JSON.stringify(TABLE)}: {`)
  expect(text).toContain('"customer name": string')
})
