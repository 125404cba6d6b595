import { expect, test } from '@playwright/test'

test('the database page shows the server’s connection string with the password masked', async ({ page }) => {
  await page.goto('/dashboard/project/default/settings/database')
  const direct = page.getByRole('region', { name: 'Direct connection' })
  const value = direct.getByTestId('connection-string')
  await expect(value).toHaveText(/^postgresql:\/\/postgres:\[YOUR-PASSWORD\]@127\.0\.0\.1:5432\/dashboard_e2e_\d+$/)
  await direct.getByRole('tab', { name: 'psql' }).click()
  await expect(value).toHaveText(/^psql -h 127\.0\.0\.1 -p 5432 -d dashboard_e2e_\d+ -U postgres$/)
})
