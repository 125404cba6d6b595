import { expect, test } from '@playwright/test'

import { runSql } from './sql'

test.afterAll(async ({ request }) => {
  await runSql(request, 'drop schema if exists supabase_migrations cascade')
})

test('the Migrations page says how to start, then lists what the CLI recorded, newest first', async ({ page, request }) => {
  await runSql(request, 'drop schema if exists supabase_migrations cascade')
  await page.goto('/dashboard/project/default/database/migrations')
  await expect(page.getByRole('heading', { level: 1, name: 'Migrations' })).toBeVisible()
  await expect(page.getByText('No migrations yet')).toBeVisible()

  // What `supabase db push` leaves behind.
  await runSql(
    request,
    `create schema supabase_migrations;
     create table supabase_migrations.schema_migrations (version text primary key, statements text[], name text);
     insert into supabase_migrations.schema_migrations values
       ('20240101120000', array['create table notes (id int)'], 'init'),
       ('20240202130000', array['alter table notes add column body text'], 'notes_body')`
  )
  await page.reload()
  const table = page.getByRole('table', { name: 'Migrations' })
  await expect(table.getByRole('row')).toHaveCount(3)
  await expect(table.getByRole('row').nth(1)).toContainText('notes_body')
  await table.getByRole('row').nth(2).getByText('1 statement').click()
  await expect(table.getByText('create table notes (id int)')).toBeVisible()
})
