import { expect, test } from '@playwright/test'

/** Accounts live on the platform: self-hosted keeps its single dashboard login and shows none of these pages. */
for (const path of ['/account', '/account/me', '/account/security', '/account/tokens', '/account/audit', '/sign-up', '/forgot-password', '/reset-password', '/sign-in-mfa']) {
  test(`${path} redirects home on a self-hosted dashboard`, async ({ page }) => {
    await page.goto(`/dashboard${path}`)
    await expect(page).toHaveURL(/\/dashboard\/project\/default$/)
  })
}

test('no account link in the top bar or the command menu', async ({ page }) => {
  await page.goto('/dashboard/project/default')
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Account' })).toHaveCount(0)
  await page.getByRole('button', { name: /Search/ }).click()
  const menu = page.getByRole('dialog', { name: 'Command menu' })
  await expect(menu).toBeVisible()
  await expect(menu.getByText('Account access tokens')).toHaveCount(0)
})
