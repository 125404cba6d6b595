import { expect, test, type APIRequestContext } from '@playwright/test'

import { runSql, uniqueName } from './sql'

/** Whether the PostgreSQL server ships an extension (pg_available_extensions), and if so whether it is on. */
async function extensionState(request: APIRequestContext, name: string): Promise<{ available: boolean; installed: boolean }> {
  const [row] = await runSql<{ available: boolean; installed: boolean }>(
    request,
    `select exists (select 1 from pg_available_extensions where name = '${name}') as available,
       exists (select 1 from pg_extension where extname = '${name}') as installed`
  )
  return row
}

// pg_cron lives in one database of the server (cron.database_name); scripts/e2e-pg-server.mjs serves
// that database as the project "cron". `bash .ci/run --postgres-only` preloads pg_cron on this machine.
const CRON_PROJECT = 'cron'

test('a cron job created from the Cron page is scheduled by pg_cron', async ({ page, request }) => {
  const projects = await request.get(`/dashboard/api/platform/projects/${CRON_PROJECT}`)
  const reason = 'the server does not preload pg_cron (shared_preload_libraries / cron.database_name): run `bash .ci/run --postgres-only`'
  expect(projects.status(), reason).toBe(200)
  await runSql(request, 'create extension if not exists pg_cron', CRON_PROJECT)
  const name = uniqueName('e2e_job')

  await page.goto(`/dashboard/project/${CRON_PROJECT}/integrations/cron`)
  await page.getByRole('button', { name: 'Create job' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create a cron job' })
  await dialog.getByLabel('Name', { exact: true }).fill(name)
  await dialog.getByLabel('Runs').selectOption('every-n-minutes')
  await dialog.getByLabel('Minutes between runs').fill('10')
  await dialog.getByLabel('SQL command').fill('select 1')
  await expect(dialog.getByText(/^Every 10 minutes/)).toBeVisible()
  await dialog.getByRole('button', { name: 'Create job' }).click()
  await expect(dialog).toHaveCount(0)
  try {
    await expect(page.getByRole('table', { name: 'Cron jobs' }).getByRole('row', { name: new RegExp(name) })).toContainText('*/10 * * * *')
    const jobs = await runSql<{ schedule: string }>(request, `select schedule from cron.job where jobname = '${name}'`, CRON_PROJECT)
    expect(jobs).toEqual([{ schedule: '*/10 * * * *' }])
  } finally {
    await runSql(request, `select cron.unschedule(jobid) from cron.job where jobname = '${name}'`, CRON_PROJECT)
  }
})

test('without pg_net, the Database Webhooks page says which extension to enable and offers no webhook form', async ({ page, request }) => {
  const { available, installed } = await extensionState(request, 'pg_net')
  test.skip(installed, 'pg_net is enabled in this database, so webhooks can be created here')
  await page.goto('/dashboard/project/default/database/hooks')
  await expect(page.getByRole('heading', { level: 1, name: 'Database Webhooks' })).toBeVisible()
  await expect(page.getByText(available ? 'The pg_net extension is not enabled' : 'pg_net is not available in this database')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Create webhook' })).toHaveCount(0)
})

test('a foreign server and table created from the Wrappers page read through postgres_fdw', async ({ page, request }) => {
  const { available } = await extensionState(request, 'postgres_fdw')
  test.skip(!available, 'postgres_fdw is not installed on this server: pg_available_extensions has no postgres_fdw')
  const server = uniqueName('e2e_server')
  const table = uniqueName('e2e_remote')
  await runSql(request, 'create extension if not exists postgres_fdw')

  await page.goto('/dashboard/project/default/database/wrappers')
  await page.getByRole('button', { name: 'Create server' }).click()
  const serverDialog = page.getByRole('dialog', { name: 'Create a foreign server' })
  await serverDialog.getByLabel('Server name').fill(server)
  await serverDialog.getByLabel('Wrapper').selectOption('postgres_fdw')
  await serverDialog.getByLabel('Options 1 name').fill('host')
  await serverDialog.getByLabel('Options 1 value').fill('127.0.0.1')
  await serverDialog.getByRole('button', { name: 'Create server' }).click()
  await expect(serverDialog).toHaveCount(0)
  await expect(page.getByRole('table', { name: 'Foreign servers' }).getByRole('row', { name: new RegExp(server) })).toContainText('host=127.0.0.1')

  await page.getByRole('button', { name: 'Create foreign table' }).click()
  const tableDialog = page.getByRole('dialog', { name: 'Create a foreign table' })
  await tableDialog.getByLabel('Table name').fill(table)
  await tableDialog.getByLabel('Server', { exact: true }).selectOption(server)
  await tableDialog.getByLabel('Options 1 name').fill('table_name')
  await tableDialog.getByLabel('Options 1 value').fill('pg_class')
  await tableDialog.getByRole('button', { name: 'Create foreign table' }).click()
  await expect(tableDialog).toHaveCount(0)
  const tables = page.getByRole('table', { name: 'Foreign tables' })
  await expect(tables.getByRole('row', { name: new RegExp(table) })).toContainText(server)

  await tables.getByRole('button', { name: `Drop ${table}` }).click()
  await page.getByRole('dialog', { name: `Drop foreign table public.${table}` }).getByRole('button', { name: 'Drop' }).click()
  await expect(tables).toHaveCount(0)
  await page.getByRole('table', { name: 'Foreign servers' }).getByRole('button', { name: `Drop ${server}` }).click()
  await page.getByRole('dialog', { name: `Drop server ${server}` }).getByRole('button', { name: 'Drop' }).click()
  await expect(page.getByText('No foreign servers. Create one to connect a wrapper to its source.')).toBeVisible()
})
