import { expect, test } from '@playwright/test'

// Self-hosted settings: what exists here (the database, the configured gateway and keys) and
// rename/delete of projects created from the dashboard.

test('the database page says the embedded database has no server to connect to', async ({ page }) => {
  await page.goto('/dashboard/project/default/settings/database')
  // The first request of a run may start the embedded database (several seconds on a busy machine).
  await expect(page.getByText('there is no database server to connect to')).toBeVisible({ timeout: 60_000 })
  // Pooler and password reset are the platform's.
  await expect(page.getByRole('region', { name: 'Connection pooler' })).toHaveCount(0)
  await expect(page.getByRole('form', { name: 'Reset database password' })).toHaveCount(0)
})

test('the API page shows the configured URL and keys, the service key masked', async ({ page }) => {
  await page.goto('/dashboard/project/default/settings/api')
  await expect(page.getByLabel('URL', { exact: true })).toHaveText('http://127.0.0.1:8000')
  await expect(page.getByLabel('anon public', { exact: true })).toHaveText('e2e-anon-key')
  const secret = page.getByLabel('service_role secret', { exact: true })
  await expect(secret).not.toContainText('e2e-service-role-key')
  await page.getByRole('button', { name: 'Reveal service_role secret' }).click()
  await expect(secret).toHaveText('e2e-service-role-key')
})

test('renames and deletes a project created from the dashboard; the default project cannot be', async ({ page, request }) => {
  const created = await request.post('/dashboard/api/platform/projects', { data: { name: 'Settings target' } })
  expect(created.status()).toBe(201)
  const { ref } = (await created.json()) as { ref: string }

  await page.goto(`/dashboard/project/${ref}/settings/general`)
  await page.getByLabel('Project name').fill('Renamed target')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Project renamed to Renamed target')).toBeVisible()
  expect(((await (await request.get(`/dashboard/api/platform/projects/${ref}`)).json()) as { name: string }).name).toBe('Renamed target')

  await page.getByRole('region', { name: 'Delete project' }).getByRole('button', { name: 'Delete project' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete Renamed target?' })
  await dialog.getByLabel('Type Renamed target to confirm').fill('Renamed target')
  await dialog.getByRole('button', { name: 'Delete project' }).click()
  await expect(page.getByText('Project Renamed target deleted')).toBeVisible()
  expect((await request.get(`/dashboard/api/platform/projects/${ref}`)).status()).toBe(404)

  // The default project comes from the configuration: renaming it is refused, and the reason shows.
  await page.goto('/dashboard/project/default/settings/general')
  await page.getByLabel('Project name').fill('Other name')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/Failed to rename the project: .*cannot be renamed here/)).toBeVisible()
  await expect(page.getByLabel('Project name')).toHaveValue('Other name')
})
