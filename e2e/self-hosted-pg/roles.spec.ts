import { expect, test } from '@playwright/test'

import { runSql, uniqueName } from './sql'

const role = uniqueName('e2e_login')

test.afterAll(async ({ request }) => {
  await runSql(request, `drop table if exists public.e2e_secrets; drop owned by ${role}; drop role if exists ${role}`)
})

test('create a login role, then act as it with SET ROLE in the policy tester', async ({ page, request }) => {
  await runSql(
    request,
    `create table public.e2e_secrets (id int primary key, owner text);
     insert into public.e2e_secrets values (1, '${role}'), (2, 'someone else');
     alter table public.e2e_secrets enable row level security;
     create policy "owners read" on public.e2e_secrets for select using (owner = current_user)`
  )
  await page.goto('/dashboard/project/default/database/roles')
  await expect(page.getByRole('heading', { level: 1, name: 'Database Roles' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Roles' }).getByRole('row', { name: /pg_monitor/ })).toHaveCount(0)
  await page.getByRole('button', { name: 'Create role' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create a role' })
  await dialog.getByLabel('Role name').fill(role)
  await dialog.getByLabel('Connection limit').fill('3')
  await expect(dialog.getByLabel('SQL to run')).toContainText(`create role ${role} with login nosuperuser`)
  await dialog.getByRole('button', { name: 'Create role' }).click()
  await expect(dialog).toHaveCount(0)
  const row = page.getByRole('table', { name: 'Roles' }).getByRole('row', { name: new RegExp(role) })
  await expect(row).toContainText('Login')
  await expect(row).toContainText('0 of 3')

  await page.getByLabel("Show Postgres's built-in pg_* roles").check()
  await expect(page.getByRole('table', { name: 'Roles' }).getByRole('row', { name: /pg_monitor/ })).toHaveCount(1)

  // The new role reads through RLS: only the row it owns.
  await runSql(request, `grant select on public.e2e_secrets to ${role}`)
  await page.goto('/dashboard/project/default/database/policies')
  const tester = page.getByRole('region', { name: 'Policy tester' })
  await tester.getByLabel('Table to read').selectOption('e2e_secrets')
  await tester.getByLabel('Read as role').selectOption(role)
  await tester.getByRole('button', { name: 'Run as role' }).click()
  await expect(tester.getByRole('status')).toHaveText(`${role} sees 1 of 2 rows in e2e_secrets.`)
})
