import { expect, test } from '@playwright/test'

import { PRIMARY_PROJECT_REF } from '../../mock-platform/seed-ids'

import { signIn, useScenario } from './mock-platform'

const BASE = `/project/${PRIMARY_PROJECT_REF}`

test.beforeEach(async ({ request }) => {
  await useScenario(request, 'default')
})

test('policies: RLS state per table, a template policy for signed-in users, and the tester per role', async ({ page }) => {
  await signIn(page, { returnTo: `${BASE}/database/policies` })
  await expect(page.getByRole('heading', { level: 1, name: 'Policies' })).toBeVisible()
  const todos = page.getByRole('region', { name: 'Table todos' })
  // The mock platform starts its in-memory Postgres on the first database request: seconds under load.
  await expect(todos.getByText('RLS enabled', { exact: true })).toBeVisible({ timeout: 60_000 })
  const profiles = page.getByRole('region', { name: 'Table profiles' })
  await expect(profiles.getByText(/this table is exposed to the API/)).toBeVisible()

  await todos.getByRole('button', { name: 'Create policy' }).click()
  const editor = page.getByRole('dialog', { name: 'Create a policy' })
  // The auth schema exists on the platform, so templates built on auth.uid() are offered.
  await editor.getByLabel('Template').selectOption({ label: 'Enable read access for everyone' })
  await editor.getByRole('checkbox', { name: 'authenticated', exact: true }).check()
  await expect(editor.getByRole('textbox', { name: 'SQL to run' })).toContainText('to authenticated')
  await editor.getByRole('button', { name: 'Save policy' }).click()
  await expect(editor).toHaveCount(0)
  await expect(todos.getByRole('table', { name: 'Policies on todos' })).toContainText('Enable read access for everyone')

  await todos.getByRole('button', { name: 'Test policies' }).click()
  const tester = page.getByRole('region', { name: 'Policy tester' })
  await tester.getByLabel('Read as role').selectOption('authenticated')
  await tester.getByLabel('JWT claims (optional)').fill('{"sub": "6f1c3b9e-2d4a-4c1e-9a57-0c1d2e3f4a5b"}')
  await tester.getByRole('button', { name: 'Run as role' }).click()
  await expect(tester.getByRole('status')).toHaveText('authenticated sees 3 of 3 rows in todos.')
  await tester.getByLabel('Read as role').selectOption('anon')
  await tester.getByRole('button', { name: 'Run as role' }).click()
  await expect(tester.getByRole('status')).toHaveText('anon sees 0 of 3 rows in todos.')
})

test('functions, triggers and types list what the project database holds', async ({ page }) => {
  await signIn(page, { returnTo: `${BASE}/database/functions` })
  await expect(page.getByRole('table', { name: 'Functions' }).getByRole('row', { name: /todo_count/ })).toContainText('bigint', { timeout: 60_000 })

  await page.goto(`/dashboard${BASE}/database/triggers`)
  await expect(page.getByText('No triggers on the tables of public yet.')).toBeVisible()

  await page.goto(`/dashboard${BASE}/database/types`)
  await expect(page.getByRole('heading', { level: 1, name: 'Database Types' })).toBeVisible()
  await expect(page.getByText('No enums in public.')).toBeVisible()
})

test('the performance advisor finds the unindexed foreign key and shows the SQL that fixes it', async ({ page }) => {
  await signIn(page, { returnTo: `${BASE}/advisors/performance` })
  const issues = page.getByRole('list', { name: 'Performance issues' })
  await expect(issues.getByRole('heading', { name: 'Unindexed foreign keys' })).toBeVisible({ timeout: 60_000 })
  await expect(issues.getByLabel('Fix for todos_user_id_fkey')).toHaveText('create index on public.todos using btree (user_id)')
})

test('publications: supabase_realtime stops publishing truncates and gains the todos table', async ({ page }) => {
  await signIn(page, { returnTo: `${BASE}/database/publications` })
  const row = page.getByRole('table', { name: 'Publications' }).getByRole('row', { name: /supabase_realtime/ })
  await expect(row.getByRole('checkbox', { name: 'Publish truncate in supabase_realtime' })).toBeChecked({ timeout: 60_000 })
  await row.getByRole('checkbox', { name: 'Publish truncate in supabase_realtime' }).click()
  const events = page.getByRole('dialog', { name: 'Stop publishing truncate in supabase_realtime' })
  await expect(events.getByLabel('SQL to run')).toContainText("alter publication supabase_realtime set (publish = 'insert, update, delete')")
  await events.getByRole('button', { name: 'Update publication' }).click()
  await expect(events).toHaveCount(0)
  await expect(row.getByRole('checkbox', { name: 'Publish truncate in supabase_realtime' })).not.toBeChecked()

  await row.getByRole('button', { name: 'Tables of supabase_realtime' }).click()
  const tables = page.getByRole('region', { name: 'Tables in publication supabase_realtime' })
  await tables.getByRole('checkbox', { name: 'Publish public.todos in supabase_realtime' }).click()
  await page.getByRole('dialog', { name: 'Add public.todos to supabase_realtime' }).getByRole('button', { name: 'Add table' }).click()
  await expect(tables.getByRole('checkbox', { name: 'Publish public.todos in supabase_realtime' })).toBeChecked()
  await expect(row.getByRole('button', { name: 'Tables of supabase_realtime' })).toHaveText('1 table')
})

test('indexes: a second index on todos.task shows as a duplicate until it is deleted', async ({ page }) => {
  await signIn(page, { returnTo: `${BASE}/database/indexes` })
  const list = page.getByRole('table', { name: 'Indexes' })
  await expect(list.getByRole('row', { name: /^todos_pkey / })).toContainText('Primary key', { timeout: 60_000 })
  for (const name of ['todos_task_idx', 'todos_task_twin']) {
    await page.getByRole('button', { name: 'Create index' }).click()
    const create = page.getByRole('dialog', { name: 'Create an index in public' })
    await create.getByLabel('Table').selectOption({ label: 'todos' })
    await create.getByRole('checkbox', { name: 'task' }).check()
    await create.getByLabel('Index name').fill(name)
    await create.getByRole('button', { name: 'Create index' }).click()
    await expect(create).toHaveCount(0)
  }
  const twin = list.getByRole('row', { name: /^todos_task_twin / })
  await expect(twin).toContainText('Duplicate of todos_task_idx')
  await twin.getByRole('button', { name: 'Delete index todos_task_twin' }).click()
  await page.getByRole('dialog', { name: 'Delete index todos_task_twin' }).getByRole('button', { name: 'Delete index' }).click()
  await expect(twin).toHaveCount(0)
  await expect(list.getByRole('row', { name: /^todos_task_idx / })).not.toContainText('Duplicate')
})
