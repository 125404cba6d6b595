import { expect, test } from '@playwright/test'

import { runSql } from './sql'

test.beforeAll(async ({ request }) => {
  await runSql(
    request,
    `create extension if not exists pg_stat_statements;
     create table if not exists public.e2e_report_orders (id int primary key, note text);
     create index if not exists e2e_report_orders_note_idx on public.e2e_report_orders (note);
     insert into public.e2e_report_orders select g, 'note ' || g from generate_series(1, 5000) g on conflict do nothing`
  )
})

test.afterAll(async ({ request }) => {
  await runSql(request, 'drop table if exists public.e2e_report_orders')
})

test('the database report reads the server statistics: activity, statements, largest tables and unused indexes', async ({ page }) => {
  await page.goto('/dashboard/project/default/reports/database')
  await expect(page.getByRole('heading', { level: 1, name: 'Database report' })).toBeVisible()
  const activity = page.getByRole('region', { name: 'Activity' })
  await expect(activity).toContainText(/\d+ \/ \d+/)
  await expect(page.getByRole('table', { name: 'Largest tables' })).toContainText('public.e2e_report_orders')
  await expect(page.getByRole('table', { name: 'Unused indexes' })).toContainText('public.e2e_report_orders_note_idx')
  await expect(page.getByRole('table', { name: 'Most frequent statements' })).toBeVisible()
})
