import { expect, test, type Locator } from '@playwright/test'

import { runSql } from './sql'

// A schema of its own: other specs share the server and its pg_stat_statements.
const SCHEMA = 'e2e_index_advisor'
const SLOW_QUERY = `select id, note from ${SCHEMA}.orders where customer_id = 417`
// How pg_stat_statements records it: the constant becomes $1.
const RECORDED = `select id, note from ${SCHEMA}.orders where customer_id = $1`

test.beforeAll(async ({ request }) => {
  // The spec enables hypopg itself, through the page's reviewed SQL.
  await runSql(
    request,
    `drop extension if exists hypopg;
     create extension if not exists pg_stat_statements;
     drop schema if exists ${SCHEMA} cascade;
     create schema ${SCHEMA};
     create table ${SCHEMA}.orders as
       select g as id, g % 2000 as customer_id, md5(g::text) as note from generate_series(1, 200000) g;
     analyze ${SCHEMA}.orders`
  )
  // Forget earlier statements, so this one is among the slowest whatever ran before it.
  await runSql(request, 'select pg_stat_statements_reset()')
  for (let run = 0; run < 10; run++) await runSql(request, SLOW_QUERY)
})

test.afterAll(async ({ request }) => {
  await runSql(request, `drop schema if exists ${SCHEMA} cascade`)
})

async function costNow(panel: Locator): Promise<number> {
  const text = (await panel.getByText(/^Estimated total cost now: /).textContent()) ?? ''
  return Number(text.replace('Estimated total cost now: ', '').replaceAll(',', ''))
}

test('the index advisor proposes an index for a slow statement, shows its cost before and after, and creates it', async ({ page }) => {
  await page.goto('/dashboard/project/default/advisors/query-performance')
  await expect(page.getByRole('heading', { level: 1, name: 'Query Performance' })).toBeVisible()

  // hypopg is on the server but not enabled: the page offers create extension, shown first.
  await page.getByRole('button', { name: 'Enable hypopg' }).click()
  const enable = page.getByRole('dialog', { name: 'Enable hypopg' })
  await expect(enable.getByLabel('SQL to run')).toContainText('create extension "hypopg";')
  await enable.getByRole('button', { name: 'Enable hypopg' }).click()
  await expect(enable).toHaveCount(0)
  await expect(page.getByText('The hypopg extension is not enabled')).toHaveCount(0)

  const statements = page.getByRole('table', { name: 'Slowest queries' })
  const row = statements.getByRole('row').filter({ hasText: RECORDED })
  await row.getByRole('button', { name: 'Advise indexes' }).click()

  const proposals = page.getByRole('region', { name: 'Index advice' }).getByRole('table', { name: 'Proposed indexes' })
  const proposal = proposals.getByRole('row').filter({ hasText: `${SCHEMA}.orders (customer_id)` })
  await expect(proposal).toContainText(/→/)
  const panel = page.getByRole('region', { name: 'Index advice' })
  const before = await costNow(panel)
  expect(before).toBeGreaterThan(1000)
  const after = Number(((await proposal.textContent()) ?? '').match(/→ ([\d,.]+)/)![1].replaceAll(',', ''))
  expect(after).toBeLessThan(before / 10)

  await proposal.getByRole('button', { name: `Create index on ${SCHEMA}.orders (customer_id)` }).click()
  const create = page.getByRole('dialog', { name: `Create index on ${SCHEMA}.orders (customer_id)` })
  await expect(create.getByLabel('SQL to run')).toHaveText(`create index concurrently on "${SCHEMA}"."orders" ("customer_id");`)
  await expect(create).toContainText('builds the index without blocking writes to the table')
  await create.getByRole('button', { name: 'Create index' }).click()
  await expect(create).toHaveCount(0)

  // Planned again with the real index: the statement's estimated cost drops to about what hypopg foresaw.
  await expect.poll(() => costNow(panel), { timeout: 30_000 }).toBeLessThan(before / 10)
})
