import { createHash } from 'node:crypto'

import { expect, test } from '@playwright/test'

// The values playwright.config.ts gives this server (SUPABASE_ANON_KEY, SUPABASE_SERVICE_KEY).
const ANON_KEY = 'e2e-anon-key'
const SERVICE_KEY = 'e2e-service-role-key'

test('API keys: the configured keys masked with their variables, and the service key never sent to the browser', async ({ page }) => {
  const bodies: string[] = []
  page.on('response', async (response) => {
    bodies.push(await response.text().catch(() => ''))
  })
  await page.goto('/dashboard/project/default/settings/api-keys')
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible()

  const anon = page.getByLabel('anon public', { exact: true })
  await expect(anon).toContainText('•')
  await expect(anon).not.toContainText(ANON_KEY)
  await expect(page.getByText('From SUPABASE_ANON_KEY.', { exact: false })).toBeVisible()
  await page.getByRole('button', { name: 'Reveal anon public' }).click()
  await expect(anon).toHaveText(ANON_KEY)

  await expect(page.getByText('Set in SUPABASE_SERVICE_KEY.', { exact: false })).toBeVisible()
  const fingerprint = createHash('sha256').update(SERVICE_KEY).digest('hex').slice(0, 16)
  await expect(page.getByLabel('service_role key fingerprint')).toHaveText(fingerprint)

  await expect(page.locator('body')).not.toContainText(SERVICE_KEY)
  const keysAnswer = await page.request.get('/dashboard/api/v1/projects/default/api-keys')
  expect(await keysAnswer.text()).not.toContain(SERVICE_KEY)
  expect(bodies.filter((body) => body.includes(SERVICE_KEY))).toEqual([])
})
