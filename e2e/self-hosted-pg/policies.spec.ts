import { expect, test } from '@playwright/test'

import { runSql, uniqueName } from './sql'

const PAGE = '/dashboard/project/default/database/policies'
const reader = uniqueName('e2e_reader')
const outsider = uniqueName('e2e_outsider')

test.beforeAll(async ({ request }) => {
  await runSql(
    request,
    `create role ${reader} nologin; create role ${outsider} nologin;
     create table public.notes (id int primary key, body text);
     insert into public.notes values (1, 'first'), (2, 'second'), (3, 'third');
     grant select on public.notes to ${reader}, ${outsider}`
  )
})

test.afterAll(async ({ request }) => {
  await runSql(request, `drop table if exists public.notes; drop owned by ${reader}, ${outsider}; drop role ${reader}; drop role ${outsider}`)
})

test('a policy from a template lets one role read the rows and not another, as the tester shows', async ({ page }) => {
  await page.goto(PAGE)
  await expect(page.getByRole('heading', { level: 1, name: 'Policies' })).toBeVisible()
  const notes = page.getByRole('region', { name: 'Table notes' })
  await expect(notes.getByText('RLS disabled', { exact: true })).toBeVisible()
  await expect(notes.getByText(/this table is exposed to the API/)).toBeVisible()

  // Enabling RLS shows its SQL first.
  await notes.getByRole('button', { name: 'Enable RLS' }).click()
  const confirm = page.getByRole('dialog', { name: 'Enable Row Level Security on notes' })
  await expect(confirm.getByLabel('SQL to run')).toContainText('alter table public.notes enable row level security')
  await confirm.getByRole('button', { name: 'Enable RLS' }).click()
  await expect(notes.getByText('RLS enabled', { exact: true })).toBeVisible()
  await expect(notes.getByText(/this table is exposed to the API/)).toHaveCount(0)

  // A policy from the "read for everyone" template, narrowed to one role.
  await notes.getByRole('button', { name: 'Create policy' }).click()
  const editor = page.getByRole('dialog', { name: 'Create a policy' })
  await editor.getByLabel('Template').selectOption({ label: 'Enable read access for everyone' })
  await expect(editor.getByLabel('Policy name')).toHaveValue('Enable read access for everyone')
  await editor.getByRole('checkbox', { name: reader }).check()
  await expect(editor.getByRole('textbox', { name: 'SQL to run' })).toContainText(`to ${reader}`)
  await expect(editor.getByRole('textbox', { name: 'SQL to run' })).toContainText('using (true)')
  await editor.getByRole('button', { name: 'Save policy' }).click()
  await expect(editor).toHaveCount(0)
  const policies = notes.getByRole('table', { name: 'Policies on notes' })
  await expect(policies.getByRole('row', { name: /Enable read access for everyone/ })).toContainText(reader)

  // The tester reads the table as each role.
  await notes.getByRole('button', { name: 'Test policies' }).click()
  const tester = page.getByRole('region', { name: 'Policy tester' })
  await expect(tester.getByLabel('Table to read')).toHaveValue('notes')
  await tester.getByLabel('Read as role').selectOption(reader)
  await tester.getByRole('button', { name: 'Run as role' }).click()
  await expect(tester.getByRole('status')).toHaveText(`${reader} sees 3 of 3 rows in notes.`)
  await expect(tester.getByRole('table', { name: `Rows ${reader} sees` }).getByRole('row')).toHaveCount(4)

  await tester.getByLabel('Read as role').selectOption(outsider)
  await tester.getByRole('button', { name: 'Run as role' }).click()
  await expect(tester.getByRole('status')).toHaveText(`${outsider} sees 0 of 3 rows in notes.`)
})

test('a failing policy keeps the form and shows Postgres’s error', async ({ page }) => {
  await page.goto(PAGE)
  const notes = page.getByRole('region', { name: 'Table notes' })
  await notes.getByRole('button', { name: 'Create policy' }).click()
  const editor = page.getByRole('dialog', { name: 'Create a policy' })
  await editor.getByLabel('Policy name').fill('Broken policy')
  const using = editor.getByRole('textbox', { name: 'USING expression' })
  await using.click()
  await page.keyboard.type('missing_column = 1')
  await editor.getByRole('button', { name: 'Save policy' }).click()
  await expect(editor.getByRole('alert')).toContainText('column "missing_column" does not exist')
  await expect(editor.getByLabel('Policy name')).toHaveValue('Broken policy')
})
