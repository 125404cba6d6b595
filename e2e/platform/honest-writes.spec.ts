import { expect, test, type APIRequestContext } from '@playwright/test'

import { PRIMARY_ORG_SLUG, PRIMARY_PROJECT_REF } from '../../mock-platform/seed-ids'
import { MOCK_PLATFORM_URL, signIn, useScenario, writesTo } from './mock-platform'

/**
 * Issue 23's failures in the browser: the platform made the change and answered 2xx with a body that
 * lacks the contract's fields. The dashboard says the change succeeded and shows the new state.
 */

async function answerWith(request: APIRequestContext, operation: string, body: unknown) {
  const patched = await request.post(`${MOCK_PLATFORM_URL}/__mock/state`, { data: { answerBodies: { [operation]: body } } })
  expect(patched.ok()).toBe(true)
}

test.beforeEach(async ({ request }) => useScenario(request, 'default'))

test('an organization rename answered with {} says it was renamed and shows the new name', async ({ page, request }) => {
  await answerWith(request, 'PATCH /platform/organizations/{slug}', {})
  await signIn(page)
  await page.goto(`/dashboard/org/${PRIMARY_ORG_SLUG}/general`)
  await page.getByLabel('Organization name').fill('Acme Holdings')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Organization renamed to Acme Holdings')).toBeVisible()
  await expect(page.getByText(/Failed to rename/)).toHaveCount(0)
  expect(await writesTo(request, 'PATCH', `/platform/organizations/${PRIMARY_ORG_SLUG}`)).toEqual([{ name: 'Acme Holdings' }])
  await expect(page.getByLabel('Organization name')).toHaveValue('Acme Holdings')
})

test('a database password reset answered with an unexpected body says it was reset', async ({ page, request }) => {
  await answerWith(request, 'PATCH /platform/projects/{ref}/db-password', ['unexpected'])
  await signIn(page)
  await page.goto(`/dashboard/project/${PRIMARY_PROJECT_REF}/settings/database`)
  const form = page.getByRole('form', { name: 'Reset database password' })
  await form.getByLabel('Database password').fill('Tr0ub4dor&3-horse-battery-staple')
  await expect(form.getByRole('progressbar', { name: 'Password strength' })).toHaveAttribute('aria-valuenow', '4')
  await form.getByRole('button', { name: 'Reset database password' }).click()
  await expect(page.getByText('Database password reset')).toBeVisible()
  await expect(page.getByText(/Failed to reset/)).toHaveCount(0)
  await expect(form.getByLabel('Database password')).toHaveValue('')
})
