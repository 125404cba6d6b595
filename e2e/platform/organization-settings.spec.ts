import { expect, test } from '@playwright/test'

import { AWS_ORG_SLUG, PRIMARY_ORG_ID, PRIMARY_ORG_SLUG } from '../../mock-platform/seed-ids'
import { MOCK_PLATFORM_URL, mockState, signIn, useScenario, writesTo } from './mock-platform'

test.beforeEach(async ({ request }) => useScenario(request, 'default'))

test('renames an organization', async ({ page, request }) => {
  await signIn(page)
  await page.goto(`/dashboard/org/${PRIMARY_ORG_SLUG}/general`)
  await page.getByLabel('Organization name').fill('Acme Holdings')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Organization renamed to Acme Holdings')).toBeVisible()
  expect(await writesTo(request, 'PATCH', `/platform/organizations/${PRIMARY_ORG_SLUG}`)).toEqual([{ name: 'Acme Holdings' }])
  // The organization list refetched: the page header shows the new name without a reload.
  await expect(page.getByText('Acme Holdings', { exact: true }).first()).toBeVisible()
})

test('an organization with projects cannot be deleted; one without is, after its name is typed', async ({ page, request }) => {
  await signIn(page)
  await page.goto(`/dashboard/org/${PRIMARY_ORG_SLUG}/general`)
  await expect(page.getByText(/This organization still has \d+ projects?\. Delete them or transfer them/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Delete organization' })).toHaveCount(0)

  const state = await mockState<{ projects: { organization_id: number }[] }>(request)
  await request.post(`${MOCK_PLATFORM_URL}/__mock/state`, {
    data: { projects: state.projects.filter((project) => project.organization_id !== PRIMARY_ORG_ID) },
  })
  await page.reload()
  await page.getByRole('button', { name: 'Delete organization' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete Acme Corp?' })
  await dialog.getByLabel('Type Acme Corp to confirm').fill('Acme Corp')
  await dialog.getByRole('button', { name: 'Delete organization' }).click()
  await page.waitForURL('**/dashboard/organizations')
  expect(await writesTo(request, 'DELETE', `/platform/organizations/${PRIMARY_ORG_SLUG}`)).toHaveLength(1)
  await expect(page.getByRole('list', { name: 'Organizations' })).not.toContainText('Acme Corp')
})

test('a read-only member cannot rename or delete', async ({ page }) => {
  await signIn(page)
  await page.goto(`/dashboard/org/${AWS_ORG_SLUG}/general`)
  await expect(page.getByLabel('Organization name')).toBeDisabled()
  await expect(page.getByRole('region', { name: 'Delete organization' })).toHaveCount(0)
})

test('the command menu offers the organization’s pages', async ({ page }) => {
  await signIn(page)
  await page.goto(`/dashboard/org/${PRIMARY_ORG_SLUG}`)
  const menu = page.getByRole('dialog', { name: 'Command menu' })
  // The shortcut listens once the page has hydrated: press until the menu answers.
  await expect(async () => {
    await page.keyboard.press('Control+K')
    await expect(menu).toBeVisible({ timeout: 1_000 })
  }).toPass()
  await expect(menu.locator('[cmdk-group]#organization')).toBeVisible()
  await page.keyboard.type('Organization: Team')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/dashboard/org/${PRIMARY_ORG_SLUG}/team$`))
})
