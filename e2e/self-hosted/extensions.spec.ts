import { expect, test, type APIRequestContext } from '@playwright/test'

const QUERY_URL = '/dashboard/api/platform/pg-meta/default/query'
// A contrib extension the embedded PGlite offers (and Debian's PostgreSQL ships).
const EXTENSION = 'pg_trgm'

async function installedVersion(request: APIRequestContext): Promise<string | null> {
  const response = await request.post(QUERY_URL, {
    data: { query: `select extversion from pg_extension where extname = '${EXTENSION}'` },
  })
  expect(response.status()).toBe(200)
  const rows = (await response.json()) as { extversion: string }[]
  return rows[0]?.extversion ?? null
}

test('enables and disables an extension available on the database', async ({ page, request }) => {
  const reset = await request.post(QUERY_URL, { data: { query: `drop extension if exists ${EXTENSION}` } })
  expect(reset.status()).toBe(200)

  await page.goto('/dashboard/project/default/database/extensions')
  await page.getByRole('searchbox', { name: 'Search for an extension' }).fill(EXTENSION)
  const toggle = page.getByRole('switch', { name: EXTENSION, exact: true })
  await expect(toggle).not.toBeChecked()

  await toggle.click()
  const enableDialog = page.getByRole('dialog', { name: `Enable ${EXTENSION}` })
  await enableDialog.getByRole('button', { name: 'Enable extension' }).click()
  await expect(page.getByText(`Extension "${EXTENSION}" is now enabled`)).toBeVisible()
  await expect(toggle).toBeChecked()
  expect(await installedVersion(request)).not.toBeNull()

  await toggle.click()
  const disableDialog = page.getByRole('dialog', { name: `Disable ${EXTENSION}` })
  await disableDialog.getByRole('button', { name: 'Disable extension' }).click()
  await expect(page.getByText(`Extension "${EXTENSION}" is now disabled`)).toBeVisible()
  await expect(toggle).not.toBeChecked()
  expect(await installedVersion(request)).toBeNull()
})
