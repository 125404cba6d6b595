import { expect, test } from '@playwright/test'

import { runSql } from './sql'

const TABLE = 'e2e_slugged_items'

test.beforeAll(async ({ request }) => {
  await runSql(
    request,
    `create table public.${TABLE} (id int primary key, name text, slug text);
     create function public.e2e_fill_slug() returns trigger language plpgsql as $$
       begin new.slug := lower(replace(new.name, ' ', '-')); return new; end $$`
  )
})

test.afterAll(async ({ request }) => {
  await runSql(request, `drop table if exists public.${TABLE}; drop function if exists public.e2e_fill_slug()`)
})

test('a trigger created on the Triggers page fills a column on an insert from the table editor', async ({ page, request }) => {
  await page.goto('/dashboard/project/default/database/triggers')
  await expect(page.getByRole('heading', { level: 1, name: 'Triggers' })).toBeVisible()
  await page.getByRole('button', { name: 'Create trigger' }).click()
  const editor = page.getByRole('dialog', { name: 'Create a trigger' })
  await editor.getByLabel('Trigger name').fill('fill_slug')
  await editor.getByLabel('Table').selectOption(TABLE)
  await editor.getByLabel('Function to call').selectOption({ label: 'public.e2e_fill_slug()' })
  await expect(editor.getByLabel('SQL to run')).toContainText(
    `create trigger fill_slug\nbefore insert\non public.${TABLE}\nfor each row\nexecute function public.e2e_fill_slug()`
  )
  await editor.getByRole('button', { name: 'Create trigger' }).click()
  await expect(editor).toHaveCount(0)
  const row = page.getByRole('table', { name: 'Triggers' }).getByRole('row', { name: /fill_slug/ })
  await expect(row).toContainText('BEFORE INSERT (for each row)')
  await expect(row).toContainText('Enabled')

  const [{ id }] = await runSql<{ id: number }>(request, `select 'public.${TABLE}'::regclass::oid::int as id`)
  await page.goto(`/dashboard/project/default/editor/${id}`)
  await page.getByRole('button', { name: 'Insert row' }).click()
  const insert = page.getByRole('dialog', { name: 'Insert row' })
  await insert.getByLabel('id', { exact: true }).fill('1')
  await insert.getByLabel('name', { exact: true }).fill('Hello Trigger World')
  await insert.getByRole('button', { name: 'Insert', exact: true }).click()
  await expect(insert).toHaveCount(0)
  await expect(page.locator('[data-column="slug"]').filter({ hasText: 'hello-trigger-world' })).toBeVisible()
  expect(await runSql(request, `select slug from public.${TABLE} where id = 1`)).toEqual([{ slug: 'hello-trigger-world' }])
})
