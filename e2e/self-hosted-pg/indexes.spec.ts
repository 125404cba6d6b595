import { expect, test } from '@playwright/test'

import { runSql } from './sql'

const TABLE = 'e2e_indexed_items'

test.beforeAll(async ({ request }) => {
  await runSql(
    request,
    `drop table if exists public.${TABLE};
     create table public.${TABLE} (id int primary key, sku text, note text);
     create index ${TABLE}_sku on public.${TABLE} (sku);
     create index ${TABLE}_sku_again on public.${TABLE} (sku)`
  )
})

test.afterAll(async ({ request }) => {
  await runSql(request, `drop table if exists public.${TABLE}`)
})

test('the Indexes page flags the repeated, never-used index, deletes it and creates another', async ({ page, request }) => {
  await page.goto('/dashboard/project/default/database/indexes')
  await expect(page.getByRole('heading', { level: 1, name: 'Indexes' })).toBeVisible()
  const list = page.getByRole('table', { name: 'Indexes' })
  const again = list.getByRole('row', { name: new RegExp(`^${TABLE}_sku_again `) })
  await expect(again).toContainText('Unused')
  await expect(again).toContainText(`Duplicate of ${TABLE}_sku`)
  await expect(list.getByRole('row', { name: new RegExp(`^${TABLE}_pkey `) })).toContainText('Primary key')

  await again.getByRole('button', { name: `Delete index ${TABLE}_sku_again` }).click()
  const confirm = page.getByRole('dialog', { name: `Delete index ${TABLE}_sku_again` })
  await expect(confirm.getByLabel('SQL to run')).toContainText(`drop index "public"."${TABLE}_sku_again"`)
  await confirm.getByRole('button', { name: 'Delete index' }).click()
  await expect(confirm).toHaveCount(0)
  await expect(again).toHaveCount(0)
  await expect(list.getByRole('row', { name: new RegExp(`^${TABLE}_sku `) })).not.toContainText('Duplicate')

  await page.getByRole('button', { name: 'Create index' }).click()
  const create = page.getByRole('dialog', { name: 'Create an index in public' })
  await create.getByLabel('Table').selectOption({ label: TABLE })
  await create.getByRole('checkbox', { name: 'note' }).check()
  await create.getByLabel('Index name').fill(`${TABLE}_note`)
  await expect(create.getByLabel('SQL to run')).toContainText(`create index "${TABLE}_note" on "public"."${TABLE}" using btree ("note")`)
  await create.getByRole('button', { name: 'Create index' }).click()
  await expect(create).toHaveCount(0)
  await expect(list.getByRole('row', { name: new RegExp(`^${TABLE}_note `) })).toContainText('btree (note)')

  expect(await runSql(request, `select indexname from pg_indexes where tablename = '${TABLE}' order by indexname`)).toEqual([
    { indexname: `${TABLE}_note` },
    { indexname: `${TABLE}_pkey` },
    { indexname: `${TABLE}_sku` },
  ])
})
