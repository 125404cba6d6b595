import { expect, test } from '@playwright/test'

import { FUNCTIONS_GATEWAY_URL } from '../ports'

test('the database page shows the server’s connection string with the password masked', async ({ page }) => {
  await page.goto('/dashboard/project/default/settings/database')
  const direct = page.getByRole('region', { name: 'Direct connection' })
  const value = direct.getByTestId('connection-string')
  await expect(value).toHaveText(/^postgresql:\/\/postgres:\[YOUR-PASSWORD\]@127\.0\.0\.1:5432\/dashboard_e2e_\d+$/)
  await direct.getByRole('tab', { name: 'psql' }).click()
  await expect(value).toHaveText(/^psql -h 127\.0\.0\.1 -p 5432 -d dashboard_e2e_\d+ -U postgres$/)
})

test('the API page shows the configured URL and keys, the service key masked', async ({ page }) => {
  await page.goto('/dashboard/project/default/settings/api')
  await expect(page.getByLabel('URL', { exact: true })).toHaveText(FUNCTIONS_GATEWAY_URL)
  await expect(page.getByLabel('anon public', { exact: true })).toHaveText('e2e-anon-key')
  const secret = page.getByLabel('service_role secret', { exact: true })
  await expect(secret).not.toContainText('e2e-service-role-key')
  await page.getByRole('button', { name: 'Reveal service_role secret' }).click()
  await expect(secret).toHaveText('e2e-service-role-key')
})
