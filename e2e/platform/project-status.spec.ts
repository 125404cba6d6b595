import { expect, test } from '@playwright/test'

import { COMING_UP_PROJECT_REF, PRIMARY_ORG_SLUG } from '../../mock-platform/seed-ids'
import { platformRequests, signIn, useScenario } from './mock-platform'

test.beforeEach(async ({ request }) => useScenario(request, 'project-coming-up'))

const POLL_INTERVAL_MS = 5_000

async function detailReads(request: import('@playwright/test').APIRequestContext) {
  const requests = await platformRequests(request)
  return requests.filter((entry) => entry.method === 'GET' && entry.path === `/platform/projects/${COMING_UP_PROJECT_REF}`).length
}

test('the project home polls while the project comes up and stops once it is healthy', async ({ page, request }) => {
  await signIn(page)
  await page.goto(`/dashboard/project/${COMING_UP_PROJECT_REF}`)
  await expect(page.getByTitle('COMING_UP')).toHaveText('Coming up')
  await expect(page.getByText('Setting up your project…')).toBeVisible()

  // Three COMING_UP reads, then ACTIVE_HEALTHY: about 15 s of 5 s polling.
  await expect(page.getByTitle('ACTIVE_HEALTHY')).toHaveText('Healthy', { timeout: 45_000 })
  await expect(page.getByText('Setting up your project…')).toHaveCount(0)
  const readsWhenHealthy = await detailReads(request)
  expect(readsWhenHealthy).toBeGreaterThanOrEqual(4)

  // Healthy with a connection string: no further polls.
  await page.waitForTimeout(POLL_INTERVAL_MS * 2 + 1_000)
  expect(await detailReads(request)).toBe(readsWhenHealthy)
})

test('the organization project list follows the status without a reload', async ({ page, request }) => {
  await signIn(page)
  await page.goto(`/dashboard/org/${PRIMARY_ORG_SLUG}`)
  const acmeNew = page.getByRole('list', { name: 'Projects' }).getByRole('link').filter({ hasText: 'Acme New' })
  await expect(acmeNew.getByTitle('COMING_UP')).toHaveText('Coming up')
  await expect(acmeNew.getByTitle('ACTIVE_HEALTHY')).toHaveText('Healthy', { timeout: 45_000 })

  const readsWhenHealthy = await detailReads(request)
  await page.waitForTimeout(POLL_INTERVAL_MS * 2 + 1_000)
  expect(await detailReads(request)).toBe(readsWhenHealthy)
})
