import { expect, test } from '@playwright/test'

test('self-hosted /dashboard opens the default project without signing in', async ({ page }) => {
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/dashboard\/project\/default$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
