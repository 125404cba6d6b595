import { expect, test } from '@playwright/test'

import { MOCK_GITHUB_USER_NAME, MOCK_USER_EMAIL } from '../../mock-platform/seed-ids'
import { signIn, useScenario } from './mock-platform'

test.beforeEach(async ({ page, request }) => {
  await useScenario(request, 'default')
  await signIn(page)
})

test('create an access token, see it once with a warning, then delete it', async ({ page }) => {
  await page.getByRole('link', { name: 'Account' }).click()
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Access tokens' }).click()
  await expect(page).toHaveURL(/\/dashboard\/account\/tokens$/)
  const list = page.getByRole('list', { name: 'Access tokens' })
  await expect(list.getByRole('listitem')).toHaveCount(1)

  await page.getByRole('button', { name: 'Generate token' }).click()
  await expect(page.getByText('Give the token a name', { exact: false })).toBeVisible()
  await page.getByLabel('Token name').fill('CI deploys')
  await page.getByRole('button', { name: 'Generate token' }).click()
  await expect(page.getByText('Copy this token now: it will not be shown again')).toBeVisible()
  const secret = (await page.getByTestId('new-access-token').innerText()).trim()
  expect(secret).toMatch(/^sbp_[0-9a-f]{40}$/)
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible()
  await expect(list.getByRole('listitem')).toHaveCount(2)
  await expect(list).toContainText('CI deploys')
  // The list shows only the alias; after a reload the secret is gone for good.
  await expect(list).not.toContainText(secret)
  await page.reload()
  await expect(page.getByTestId('new-access-token')).toHaveCount(0)
  await expect(page.getByText(secret)).toHaveCount(0)

  await page.getByRole('button', { name: 'Delete CI deploys' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete token' }).click()
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await expect(list).not.toContainText('CI deploys')
})

test('profile: names and username saved, email change pending, GitHub identity shown; the audit log lists the change', async ({ page }) => {
  await page.goto('/dashboard/account/me')
  await expect(page.getByText(`Primary email: ${MOCK_USER_EMAIL}`)).toBeVisible()
  await expect(page.getByText(MOCK_GITHUB_USER_NAME)).toBeVisible()
  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Lovelace')
  await page.getByLabel('Username').fill('ada_l')
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByText('Your profile has been saved')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('First name')).toHaveValue('Ada')
  await expect(page.getByLabel('Username')).toHaveValue('ada_l')

  await page.getByLabel('New email address').fill('ada@example.com')
  await page.getByRole('button', { name: 'Change email' }).click()
  await expect(page.getByText('Waiting for ada@example.com to be confirmed', { exact: false })).toBeVisible()

  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Audit logs' }).click()
  await expect(page).toHaveURL(/\/dashboard\/account\/audit$/)
  await expect(page.getByText("Your account's audit logs are kept for 7 days.")).toBeVisible()
  await expect(page.getByText('profile.update').first()).toBeVisible()
})

test('the command menu opens the account pages', async ({ page }) => {
  await expect(page.getByRole('list', { name: 'Organizations' })).toBeVisible()
  await page.getByRole('button', { name: /Search/ }).click()
  await page.getByRole('dialog', { name: 'Command menu' }).getByText('Account access tokens').click()
  await expect(page).toHaveURL(/\/dashboard\/account\/tokens$/)
})
