import { expect, test } from '@playwright/test'

import { useScenario } from './mock-platform'

test('platform mode sends a signed-out visitor to the sign-in page', async ({ page, request }) => {
  await useScenario(request, 'default')
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/dashboard\/sign-in/)
  await expect(page.getByLabel('Email')).toBeVisible()
  await expect(page.getByLabel('Password')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
})
