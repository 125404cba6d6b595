import { expect, test } from '@playwright/test'

import { runSql } from './sql'

test.beforeAll(async ({ request }) => {
  await runSql(request, "create type public.e2e_mood as enum ('sad', 'ok')")
})

test.afterAll(async ({ request }) => {
  await runSql(request, 'drop type if exists public."E2E Address"; drop domain if exists public."e2e_email\'s"; drop type if exists public.e2e_mood')
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

test('create a domain with a check, then a composite type using it', async ({ page, request }) => {
  await page.goto('/dashboard/project/default/database/types')
  await page.getByRole('button', { name: 'Create domain' }).click()
  const domain = page.getByRole('dialog', { name: 'Create a domain in public' })
  await domain.getByLabel('Domain name').fill("e2e_email's")
  await domain.getByLabel('Based on type').fill('text')
  await domain.getByLabel('Not null').check()
  await domain.getByLabel('Check (optional)').fill("VALUE ~ '@'")
  await expect(domain.getByLabel('SQL to run')).toContainText(`create domain public."e2e_email's" as text\n  not null\n  check (VALUE ~ '@')`)
  await domain.getByRole('button', { name: 'Create domain' }).click()
  await expect(domain).toHaveCount(0)
  await expect(page.getByRole('table', { name: 'Domains' }).getByRole('row', { name: /e2e_email's/ })).toContainText('text')

  await page.getByRole('button', { name: 'Create composite type' }).click()
  const composite = page.getByRole('dialog', { name: 'Create a composite type in public' })
  await composite.getByLabel('Type name').fill('E2E Address')
  await composite.getByLabel('Attribute 1 name').fill('street')
  await composite.getByLabel('Attribute 1 type').fill('text')
  await composite.getByRole('button', { name: 'Add attribute' }).click()
  await composite.getByLabel('Attribute 2 name').fill('mail')
  await composite.getByLabel('Attribute 2 type').fill(`public."e2e_email's"`)
  await composite.getByRole('button', { name: 'Create type' }).click()
  await expect(composite).toHaveCount(0)
  await expect(page.getByRole('table', { name: 'Composite types' }).getByRole('row', { name: /E2E Address/ })).toContainText('street, mail')

  const refused = await request.post('/dashboard/api/platform/pg-meta/default/query', {
    data: { query: `select row('Main St', 'nope')::public."E2E Address"` },
  })
  expect(refused.status()).toBe(400)
  expect(await refused.json()).toMatchObject({ code: '23514' })
})
