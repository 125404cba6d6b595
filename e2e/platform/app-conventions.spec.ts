import { expect, test } from '@playwright/test'

import { PRIMARY_ORG_SLUG, PRIMARY_PROJECT_REF } from '../../mock-platform/seed-ids'

import { platformRequests, signIn, useScenario } from './mock-platform'

/**
 * App Router conventions on the platform: the server has no session there, so it titles the page
 * alone and the browser adds the project or organization name once the API has answered.
 */

test('tabs name the page, the organization or project, and the product', async ({ page, request }) => {
  await useScenario(request, 'default')
  await signIn(page)
  await page.goto(`/dashboard/org/${PRIMARY_ORG_SLUG}/billing`)
  await expect(page).toHaveTitle('Billing | Acme Corp | Dashboard')
  await page.goto(`/dashboard/project/${PRIMARY_PROJECT_REF}/database/extensions`)
  await expect(page).toHaveTitle('Extensions | Acme Production | Dashboard')
  // A client-side navigation keeps the name in the next page's title.
  await page.getByRole('link', { name: 'Logs' }).first().click()
  await expect(page).toHaveURL(/\/logs$/)
  await expect(page).toHaveTitle('Logs | Acme Production | Dashboard')
})

test('an unknown organization slug asks for nothing of it before going home', async ({ page, request }) => {
  await useScenario(request, 'default')
  await signIn(page)
  await expect(page).toHaveURL(/\/dashboard\/(organizations|org\/)/)
  // Let the first page finish its own requests before the log is cleared.
  await page.waitForLoadState('networkidle')
  await useScenario(request, 'default')
  await page.goto('/dashboard/org/no-such-org')
  // SPEC §2: a toast, and home with the reason (the not-found page shows while the guard leaves).
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText("We couldn't find that organization")).toBeVisible()
  await expect(page).toHaveURL(/error=org_not_found&org=no-such-org/)
  const requests = await platformRequests(request)
  expect(requests.filter((entry) => entry.path.includes('no-such-org'))).toEqual([])
})

test('after a rename the tab title shows the new name, with no old name left in front', async ({ page, request }) => {
  await useScenario(request, 'default')
  await signIn(page)
  await page.goto(`/dashboard/org/${PRIMARY_ORG_SLUG}/general`)
  await expect(page).toHaveTitle('Organization settings | Acme Corp | Dashboard')
  await page.getByLabel('Organization name').fill('Acme Holdings')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Organization renamed to Acme Holdings')).toBeVisible()
  await expect(page).toHaveTitle('Organization settings | Acme Holdings | Dashboard')

  await page.goto(`/dashboard/project/${PRIMARY_PROJECT_REF}/settings/general`)
  await expect(page).toHaveTitle('General settings | Acme Production | Dashboard')
  await page.getByLabel('Project name', { exact: true }).fill('Acme Staging')
  await page.getByRole('button', { name: 'Save' }).first().click()
  await expect(page.getByText('Project renamed to Acme Staging')).toBeVisible()
  await expect(page).toHaveTitle('General settings | Acme Staging | Dashboard')
})
