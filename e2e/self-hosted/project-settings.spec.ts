import { expect, test } from '@playwright/test'

// Self-hosted settings on embedded PGlite: no database server to show, and rename/delete of projects
// created from the dashboard (the configured gateway and keys: e2e/self-hosted-pg/project-settings.spec.ts).

test('the database page says the embedded database has no server to connect to', async ({ page }) => {
  await page.goto('/dashboard/project/default/settings/database')
  // The first request of a run may start the embedded database (several seconds on a busy machine).
  await expect(page.getByText('there is no database server to connect to')).toBeVisible({ timeout: 60_000 })
  // Pooler and password reset are the platform's.
  await expect(page.getByRole('region', { name: 'Connection pooler' })).toHaveCount(0)
  await expect(page.getByRole('form', { name: 'Reset database password' })).toHaveCount(0)
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
