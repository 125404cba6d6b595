import { expect, test, type APIRequestContext } from '@playwright/test'

import { PRIMARY_PROJECT_REF } from '../../mock-platform/seed-ids'

import { signIn, useScenario, writesTo } from './mock-platform'

const BASE = `/project/${PRIMARY_PROJECT_REF}`

/** The SQL the mock platform's query endpoint received, in order. */
async function queriesReceived(request: APIRequestContext): Promise<string[]> {
  return (await writesTo(request, 'POST', `/platform/pg-meta/${PRIMARY_PROJECT_REF}/query`)).map((body) => (body as { query: string }).query)
}

test.beforeEach(async ({ request }) => {
  // pg_cron, pg_net (with supabase_functions.http_request) and Vault stand in the mock's database.
  await useScenario(request, 'integrations')
})

test('a cron job created from the Cron page, with its schedule in words, is sent as cron.schedule in one transaction', async ({ page, request }) => {
  await signIn(page, { returnTo: `${BASE}/integrations/cron` })
  // The mock platform starts its in-memory Postgres on the first database request: seconds under load.
  await expect(page.getByText('No cron jobs yet. Create one to run SQL on a schedule.')).toBeVisible({ timeout: 60_000 })
  await page.getByRole('button', { name: 'Create job' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create a cron job' })
  await dialog.getByLabel('Name', { exact: true }).fill('purge done todos')
  await dialog.getByLabel('Runs').selectOption('weekly')
  await dialog.getByLabel('Weekday').selectOption('Sunday')
  await dialog.getByLabel('Hour (0–23)').fill('4')
  await dialog.getByLabel('Minute (0–59)').fill('30')
  await dialog.getByLabel('SQL command').fill('delete from public.todos where is_complete')
  await expect(dialog.getByText(/^At 04:30 on Sunday/)).toBeVisible()
  const sql = "begin;\nselect cron.schedule('purge done todos', '30 4 * * 0', 'delete from public.todos where is_complete');\ncommit;"
  await expect(dialog.getByLabel('SQL to run')).toHaveText(sql)
  await dialog.getByRole('button', { name: 'Create job' }).click()
  await expect(dialog).toHaveCount(0)

  const jobs = page.getByRole('table', { name: 'Cron jobs' })
  await expect(jobs.getByRole('row', { name: /purge done todos/ })).toContainText('At 04:30 on Sunday')
  expect(await queriesReceived(request)).toContain(sql)

  await jobs.getByRole('button', { name: 'Disable' }).click()
  await expect(jobs.getByRole('row', { name: /purge done todos/ })).toContainText('Disabled')
  expect((await queriesReceived(request)).some((query) => /^select cron\.alter_job\(job_id := \d+, active := false\)$/.test(query))).toBe(true)
})

test('a webhook created from the Database Webhooks page calls supabase_functions.http_request', async ({ page, request }) => {
  await signIn(page, { returnTo: `${BASE}/database/hooks` })
  await expect(page.getByText('No webhooks: no trigger in this database sends HTTP requests.')).toBeVisible({ timeout: 60_000 })
  await page.getByRole('button', { name: 'Create webhook' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create a database webhook' })
  await dialog.getByLabel('Name', { exact: true }).fill('todo_added')
  await dialog.getByLabel('Table', { exact: true }).selectOption('todos')
  await dialog.getByLabel('URL', { exact: true }).fill('https://hooks.example.test/todos')
  await dialog.getByLabel('Timeout (ms)').fill('2000')
  await dialog.getByRole('button', { name: 'Add parameter' }).click()
  await dialog.getByLabel('Parameters 1 name').fill('source')
  await dialog.getByLabel('Parameters 1 value').fill('dashboard')
  const sql = [
    'begin;',
    'create trigger todo_added',
    'after insert on public.todos',
    'for each row',
    `execute function supabase_functions.http_request('https://hooks.example.test/todos', 'POST', '{"Content-Type":"application/json"}', '{"source":"dashboard"}', '2000');`,
    'commit;',
  ].join('\n')
  await expect(dialog.getByLabel('SQL to run')).toHaveText(sql)
  await dialog.getByRole('button', { name: 'Create webhook' }).click()
  await expect(dialog).toHaveCount(0)

  await expect(page.getByRole('table', { name: 'Webhooks' }).getByRole('row', { name: /todo_added/ })).toContainText('POST https://hooks.example.test/todos')
  expect(await queriesReceived(request)).toContain(sql)
})
