import { expect, test, type Page } from '@playwright/test'

import {
  AWS_PROJECT_REF,
  ORIOLE_PROJECT_REF,
  OTHER_ORG_SLUG,
  PRIMARY_ORG_SLUG,
  PRIMARY_PROJECT_REF,
  STAGING_PROJECT_REF,
} from '../../mock-platform/seed-ids'
import { mockState, platformRequests, signIn, useScenario, writesTo } from './mock-platform'

test.beforeEach(async ({ request }) => useScenario(request, 'default'))

// Status changes advance one step per detail read, and the detail polls every 5 s.
const STEP_TIMEOUT = { timeout: 20_000 }
const status = (page: Page) => page.getByTestId('project-status').first()
const section = (page: Page, name: string) => page.getByRole('region', { name })

test('renames a project', async ({ page, request }) => {
  await signIn(page)
  await page.goto(`/dashboard/project/${PRIMARY_PROJECT_REF}/settings/general`)
  const name = page.getByLabel('Project name')
  await expect(name).toHaveValue('Acme Production')
  await name.fill('Acme Live')
  await page.getByRole('button', { name: 'Save' }).click()

  await expect(page.getByText('Project renamed to Acme Live')).toBeVisible()
  expect(await writesTo(request, 'PATCH', `/platform/projects/${PRIMARY_PROJECT_REF}`)).toEqual([{ name: 'Acme Live' }])
  await expect(name).toHaveValue('Acme Live')
  const state = await mockState<{ projects: { ref: string; name: string }[] }>(request)
  expect(state.projects.find((project) => project.ref === PRIMARY_PROJECT_REF)?.name).toBe('Acme Live')
})

test('pauses a project and restores it, showing every status on the way', async ({ page, request }) => {
  test.setTimeout(90_000)
  await signIn(page)
  await page.goto(`/dashboard/project/${PRIMARY_PROJECT_REF}/settings/general`)
  await expect(status(page)).toHaveAttribute('data-status', 'ACTIVE_HEALTHY')

  await page.getByRole('button', { name: 'Pause project' }).click()
  await page.getByRole('dialog', { name: 'Pause this project?' }).getByRole('button', { name: 'Pause project' }).click()
  await expect(status(page)).toHaveAttribute('data-status', 'PAUSING')
  await expect(status(page)).toContainText('Pausing the project…')
  await expect(status(page)).toHaveAttribute('data-status', 'INACTIVE', STEP_TIMEOUT)

  await page.getByRole('button', { name: 'Restore project' }).click()
  await expect(status(page)).toHaveAttribute('data-status', 'RESTORING')
  await expect(status(page)).toHaveAttribute('data-status', 'COMING_UP', STEP_TIMEOUT)
  await expect(status(page)).toHaveAttribute('data-status', 'ACTIVE_HEALTHY', STEP_TIMEOUT)
  await expect(page.getByRole('button', { name: 'Pause project' })).toBeEnabled()

  const writes = (await platformRequests(request)).filter((entry) => entry.method === 'POST' && entry.path.startsWith('/platform/')).map((entry) => entry.path)
  expect(writes).toEqual([`/platform/projects/${PRIMARY_PROJECT_REF}/pause`, `/platform/projects/${PRIMARY_PROJECT_REF}/restore`])
})

test('a paused project’s home offers Restore', async ({ page, request }) => {
  await signIn(page)
  await page.goto(`/dashboard/project/acmepausedabcdefghij`)
  await expect(page.getByText('This project is paused')).toBeVisible()
  await page.getByRole('button', { name: 'Restore project' }).click()
  await expect(page.getByTitle('RESTORING')).toHaveText('Restoring')
  await expect(page.getByText('This project is paused')).toHaveCount(0)
  expect(await writesTo(request, 'POST', '/platform/projects/acmepausedabcdefghij/restore')).toHaveLength(1)
})

test('resizes compute with the price difference and a restart warning', async ({ page, request }) => {
  test.setTimeout(60_000)
  await signIn(page)
  await page.goto(`/dashboard/project/${STAGING_PROJECT_REF}/settings/compute-and-disk`)
  const sizes = page.getByRole('radiogroup', { name: 'Compute size' })
  await expect(sizes.getByText('Current')).toHaveCount(1)
  // Micro comes from SPEC §9's catalogue: 2 cores, 1 GB, 60 direct connections.
  await expect(sizes.locator('label', { hasText: 'Micro' })).toContainText('2-core CPU · 1 GB memory')
  await expect(sizes.locator('label', { hasText: 'Micro' })).toContainText('60 direct connections')

  await sizes.getByRole('radio', { name: /^Small/ }).check()
  await expect(page.getByTestId('compute-price-difference')).toHaveText('Micro → Small: +$0.00716/hour (~+$5.33/month)')
  await page.getByRole('button', { name: 'Review change' }).click()
  const dialog = page.getByRole('dialog', { name: 'Change the compute size to Small?' })
  await expect(dialog).toContainText('The project restarts')
  await dialog.getByRole('button', { name: 'Change compute size' }).click()

  await expect(status(page)).toHaveAttribute('data-status', 'RESIZING')
  await expect(status(page)).toHaveAttribute('data-status', 'ACTIVE_HEALTHY', STEP_TIMEOUT)
  await expect(sizes.locator('label', { hasText: 'Small' })).toContainText('Current')
  expect(await writesTo(request, 'POST', `/platform/projects/${STAGING_PROJECT_REF}/billing/addons`)).toEqual([
    { addon_type: 'compute_instance', addon_variant: 'ci_small' },
  ])
})

test('deletes a project once its name is typed', async ({ page, request }) => {
  await signIn(page)
  await page.goto(`/dashboard/project/${ORIOLE_PROJECT_REF}/settings/general`)
  await section(page, 'Delete project').getByRole('button', { name: 'Delete project' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete Acme OrioleDB?' })
  const confirm = dialog.getByRole('button', { name: 'Delete project' })
  await expect(confirm).toBeDisabled()
  await dialog.getByLabel('Type Acme OrioleDB to confirm').fill('Acme Oriole')
  await expect(confirm).toBeDisabled()
  await dialog.getByLabel('Type Acme OrioleDB to confirm').fill('Acme OrioleDB')
  await confirm.click()

  await page.waitForURL(`**/dashboard/org/${PRIMARY_ORG_SLUG}`)
  await expect(page.getByText('Project Acme OrioleDB deleted')).toBeVisible()
  expect(await writesTo(request, 'DELETE', `/platform/projects/${ORIOLE_PROJECT_REF}`)).toHaveLength(1)
  await expect(page.getByText('Acme OrioleDB', { exact: true })).toHaveCount(0)
})

test('reveals and copies the secret key, with a warning', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signIn(page)
  await page.goto(`/dashboard/project/${PRIMARY_PROJECT_REF}/settings/api`)
  await expect(page.getByLabel('URL', { exact: true })).toHaveText(`https://${PRIMARY_PROJECT_REF}.supabase.co`)
  const secret = page.getByLabel('service_role secret', { exact: true })
  await expect(secret).not.toContainText('mock-secret')
  await expect(page.getByText('Never share it or use it in a browser')).toBeVisible()

  await page.getByRole('button', { name: 'Reveal service_role secret' }).click()
  await expect(secret).toHaveText(`eyJhbGciOiJIUzI1NiJ9.${PRIMARY_PROJECT_REF}-service-role.mock-secret`)
  await page.getByRole('button', { name: 'Copy service_role secret' }).click()
  await expect(page.getByText('service_role secret copied to the clipboard')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`eyJhbGciOiJIUzI1NiJ9.${PRIMARY_PROJECT_REF}-service-role.mock-secret`)
})

test('shows connection strings without the password and resets the database password', async ({ page, request }) => {
  await signIn(page)
  await page.goto(`/dashboard/project/${PRIMARY_PROJECT_REF}/settings/database`)
  const direct = section(page, 'Direct connection')
  await expect(direct.getByTestId('connection-string')).toHaveText(
    `postgresql://postgres:[YOUR-PASSWORD]@db.${PRIMARY_PROJECT_REF}.supabase.co:5432/postgres`
  )
  await direct.getByRole('tab', { name: 'JDBC' }).click()
  await expect(direct.getByTestId('connection-string')).toContainText('jdbc:postgresql://')
  await expect(section(page, 'Connection pooler').getByTestId('connection-string')).toContainText(
    `postgres.${PRIMARY_PROJECT_REF}:[YOUR-PASSWORD]@aws-0-us-east-1.pooler.supabase.com:6543`
  )

  const form = page.getByRole('form', { name: 'Reset database password' })
  await form.getByLabel('Database password').fill('Tr0ub4dor&3-horse-battery-staple')
  await expect(form.getByRole('progressbar', { name: 'Password strength' })).toHaveAttribute('aria-valuenow', '4')
  await form.getByRole('button', { name: 'Reset database password' }).click()
  await expect(page.getByText('Database password reset')).toBeVisible()
  expect(await writesTo(request, 'PATCH', `/platform/projects/${PRIMARY_PROJECT_REF}/db-password`)).toEqual([
    { password: 'Tr0ub4dor&3-horse-battery-staple' },
  ])
})

test('a read-only member sees the settings but no controls that change the project', async ({ page }) => {
  await signIn(page)
  await page.goto(`/dashboard/project/${AWS_PROJECT_REF}/settings/general`)
  await expect(page.getByLabel('Project name')).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Pause project' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Delete project' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Transfer project' })).toHaveCount(0)
})

test('transfers a project to another organization after its preview, and lists it there', async ({ page, request }) => {
  await signIn(page)
  await page.goto(`/dashboard/project/${STAGING_PROJECT_REF}/settings/general`)
  const transfer = section(page, 'Transfer project')
  const confirm = transfer.getByRole('button', { name: 'Transfer project' })
  await expect(confirm).toBeDisabled()

  await transfer.getByLabel('Target organization').selectOption({ label: 'beta Labs' })
  const changes = transfer.getByRole('list', { name: 'What the transfer changes' })
  await expect(changes).toContainText('beta Labs is on the Free plan')
  await expect(changes).toContainText('From now on the project is billed to beta Labs.')
  expect(await writesTo(request, 'POST', `/platform/projects/${STAGING_PROJECT_REF}/transfer/preview`)).toEqual([
    { target_organization_slug: OTHER_ORG_SLUG },
  ])
  expect(await writesTo(request, 'POST', `/platform/projects/${STAGING_PROJECT_REF}/transfer`)).toEqual([])

  await confirm.click()
  await expect(page.getByText('Project transferred to beta Labs')).toBeVisible()
  expect(await writesTo(request, 'POST', `/platform/projects/${STAGING_PROJECT_REF}/transfer`)).toEqual([
    { target_organization_slug: OTHER_ORG_SLUG },
  ])
  const state = await mockState<{ projects: { ref: string; organization_slug: string }[] }>(request)
  expect(state.projects.find((project) => project.ref === STAGING_PROJECT_REF)?.organization_slug).toBe(OTHER_ORG_SLUG)

  await page.goto(`/dashboard/org/${OTHER_ORG_SLUG}`)
  await expect(page.getByRole('list', { name: 'Projects' }).getByRole('link', { name: /Acme Staging/ })).toBeVisible()
  await page.goto(`/dashboard/org/${PRIMARY_ORG_SLUG}`)
  await expect(page.getByRole('list', { name: 'Projects' }).getByRole('link').first()).toBeVisible()
  await expect(page.getByRole('list', { name: 'Projects' }).getByRole('link', { name: /Acme Staging/ })).toHaveCount(0)
})
