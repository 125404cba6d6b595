import { expect, test } from '@playwright/test'

import { runSql } from './sql'

test.beforeAll(async ({ request }) => {
  await runSql(request, "create type public.e2e_mood as enum ('sad', 'ok')")
})

test.afterAll(async ({ request }) => {
  await runSql(request, 'drop type if exists public.e2e_mood')
})

test('add a value to an enum, after a chosen one', async ({ page, request }) => {
  await page.goto('/dashboard/project/default/database/types')
  await expect(page.getByRole('heading', { level: 1, name: 'Database Types' })).toBeVisible()
  const row = page.getByRole('table', { name: 'Enums' }).getByRole('row', { name: /e2e_mood/ })
  await expect(row).toContainText('sad, ok')
  await row.getByRole('button', { name: 'Add a value to e2e_mood' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add a value to e2e_mood' })
  await dialog.getByLabel('New value').fill("it's happy")
  await dialog.getByLabel('Place after').selectOption('sad')
  await expect(dialog.getByLabel('SQL to run')).toContainText("alter type public.e2e_mood add value 'it''s happy' after 'sad'")
  await dialog.getByRole('button', { name: 'Add value' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(row).toContainText("sad, it's happy, ok")
  expect(await runSql(request, "select enum_range(null::public.e2e_mood)::text as labels")).toEqual([{ labels: `{sad,"it's happy",ok}` }])
})
