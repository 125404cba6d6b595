import { expect, test } from '@playwright/test'

test('API keys: without SUPABASE_ANON_KEY and SUPABASE_SERVICE_KEY, the page says what to set', async ({ page }) => {
  await page.goto('/dashboard/project/default/settings/api-keys')
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible()
  // The first read may start the embedded database.
  await expect(page.getByText("Not set. Set SUPABASE_ANON_KEY in the dashboard server's environment and restart it.")).toBeVisible({ timeout: 60_000 })
  await expect(page.getByText("Not set. Set SUPABASE_SERVICE_KEY in the dashboard server's environment and restart it.")).toBeVisible()
})
