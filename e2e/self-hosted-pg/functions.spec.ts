import { expect, test } from '@playwright/test'

import { runSql } from './sql'

const PAGE = '/dashboard/project/default/database/functions'

test.afterAll(async ({ request }) => {
  await runSql(request, 'drop function if exists public.e2e_split_name(text)')
})

test('create a function with out arguments, then call it', async ({ page, request }) => {
  await page.goto(PAGE)
  await expect(page.getByRole('heading', { level: 1, name: 'Database Functions' })).toBeVisible()
  await page.getByRole('button', { name: 'Create function' }).click()
  const editor = page.getByRole('dialog', { name: 'Create a function' })
  await editor.getByLabel('Function name').fill('e2e_split_name')

  await editor.getByRole('button', { name: 'Add argument' }).click()
  await editor.getByLabel('Argument 1 name').fill('full_name')
  await editor.getByRole('button', { name: 'Add argument' }).click()
  await editor.getByLabel('Argument 2 mode').selectOption('out')
  await editor.getByLabel('Argument 2 name').fill('first_name')
  await editor.getByRole('button', { name: 'Add argument' }).click()
  await editor.getByLabel('Argument 3 mode').selectOption('out')
  await editor.getByLabel('Argument 3 name').fill('last_name')
  await editor.getByLabel('Return type').fill('')
  await editor.getByLabel('Language').selectOption('sql')
  await editor.getByLabel('Behaviour').selectOption('IMMUTABLE')

  const body = editor.getByRole('textbox', { name: 'Function body' })
  await body.click()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type("select split_part(full_name, ' ', 1), split_part(full_name, ' ', 2)")

  const sql = editor.getByLabel('SQL to run')
  await expect(sql).toContainText('create function public.e2e_split_name(full_name text, out first_name text, out last_name text)')
  await expect(sql).toContainText("set search_path = ''")
  await editor.getByRole('button', { name: 'Save function' }).click()
  await expect(editor).toHaveCount(0)

  const row = page.getByRole('table', { name: 'Functions' }).getByRole('row', { name: /e2e_split_name/ })
  await expect(row).toContainText('full_name text, OUT first_name text, OUT last_name text')
  await expect(row).toContainText('search_path=""')

  const rows = await runSql(request, "select * from public.e2e_split_name('Ada Lovelace')")
  expect(rows).toEqual([{ first_name: 'Ada', last_name: 'Lovelace' }])
})
