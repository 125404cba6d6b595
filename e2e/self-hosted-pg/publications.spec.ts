import { expect, test } from '@playwright/test'

import { runSql } from './sql'

const TABLE = 'e2e_published_items'
const PUBLICATION = 'E2E "orders" feed'
const QUOTED = '"E2E ""orders"" feed"'

test.beforeAll(async ({ request }) => {
  await runSql(request, `drop publication if exists ${QUOTED}; create table if not exists public.${TABLE} (id int primary key); create publication ${QUOTED} with (publish = 'insert')`)
})

test.afterAll(async ({ request }) => {
  await runSql(request, `drop publication if exists ${QUOTED}; drop table if exists public.${TABLE}`)
})

test('a publication gains a table and an event on the Publications page, after its SQL is shown', async ({ page, request }) => {
  await page.goto('/dashboard/project/default/database/publications')
  await expect(page.getByRole('heading', { level: 1, name: 'Publications' })).toBeVisible()
  const row = page.getByRole('table', { name: 'Publications' }).getByRole('row', { name: new RegExp(PUBLICATION.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
  await expect(row.getByRole('checkbox', { name: `Publish insert in ${PUBLICATION}` })).toBeChecked()

  await row.getByRole('checkbox', { name: `Publish update in ${PUBLICATION}` }).click()
  const events = page.getByRole('dialog', { name: `Publish update in ${PUBLICATION}` })
  await expect(events.getByLabel('SQL to run')).toContainText(`alter publication ${QUOTED} set (publish = 'insert, update')`)
  await events.getByRole('button', { name: 'Update publication' }).click()
  await expect(events).toHaveCount(0)
  await expect(row.getByRole('checkbox', { name: `Publish update in ${PUBLICATION}` })).toBeChecked()

  await row.getByRole('button', { name: `Tables of ${PUBLICATION}` }).click()
  const tables = page.getByRole('region', { name: `Tables in publication ${PUBLICATION}` })
  await tables.getByRole('checkbox', { name: `Publish public.${TABLE} in ${PUBLICATION}` }).click()
  const add = page.getByRole('dialog', { name: `Add public.${TABLE} to ${PUBLICATION}` })
  await expect(add.getByLabel('SQL to run')).toContainText(`alter publication ${QUOTED} add table public.${TABLE}`)
  await add.getByRole('button', { name: 'Add table' }).click()
  await expect(add).toHaveCount(0)
  await expect(row.getByRole('button', { name: `Tables of ${PUBLICATION}` })).toHaveText('1 table')

  expect(await runSql(request, `select pubupdate, pubdelete from pg_publication where pubname = '${PUBLICATION}'`)).toEqual([{ pubupdate: true, pubdelete: false }])
  expect(await runSql(request, `select tablename from pg_publication_tables where pubname = '${PUBLICATION}'`)).toEqual([{ tablename: TABLE }])
})
