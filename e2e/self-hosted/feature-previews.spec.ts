import { expect, test } from '@playwright/test'

const PROJECT = '/dashboard/project/default'
const modal = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: 'Dashboard feature previews' })

test('an empty or absent featurePreviewModal parameter keeps the modal closed', async ({ page }) => {
  await page.goto(PROJECT)
  await expect(page.getByRole('navigation', { name: 'Project' })).toBeVisible()
  await expect(modal(page)).toHaveCount(0)
  await page.goto(`${PROJECT}?featurePreviewModal=`)
  await expect(page.getByRole('navigation', { name: 'Project' })).toBeVisible()
  await expect(modal(page)).toHaveCount(0)
})

test('the parameter opens the modal on its preview; self-hosted hides platform-only previews', async ({ page }) => {
  await page.goto(`${PROJECT}?featurePreviewModal=supabase-ui-cls`)
  const dialog = modal(page)
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('heading', { name: 'Column-level privileges' })).toBeVisible()
  const names = await dialog.getByRole('list', { name: 'Feature previews' }).getByRole('button').allInnerTexts()
  expect(names).toEqual(['Directly edit database entities', 'Project API documentation', 'Column-level privileges'])
})

test('enabling a preview persists across reloads and changes what it says it changes', async ({ page }) => {
  await page.goto(`${PROJECT}?featurePreviewModal=supabase-ui-cls`)
  const sidebar = page.getByRole('navigation', { name: 'Project' })
  await expect(sidebar.getByRole('link', { name: 'Column privileges' })).toHaveCount(0)
  await modal(page).getByRole('button', { name: 'Enable feature' }).click()
  await expect(modal(page).getByRole('button', { name: 'Disable feature' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('supabase-ui-cls'))).toBe('true')

  await page.reload()
  await expect(modal(page).getByRole('button', { name: 'Disable feature' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(modal(page)).toHaveCount(0)
  await expect(sidebar.getByRole('link', { name: 'Column privileges' })).toBeVisible()

  // The API side panel preview moves GraphiQL to the Database section.
  await expect(sidebar.getByRole('link', { name: 'GraphiQL' })).toHaveAttribute('href', /\/api\/graphiql$/)
  await page.goto(`${PROJECT}?featurePreviewModal=supabase-ui-api-side-panel`)
  await modal(page).getByRole('button', { name: 'Enable feature' }).click()
  await page.keyboard.press('Escape')
  await expect(sidebar.getByRole('link', { name: 'GraphiQL' })).toHaveAttribute('href', /\/database\/graphiql$/)

  await page.goto(`${PROJECT}?featurePreviewModal=supabase-ui-cls`)
  await modal(page).getByRole('button', { name: 'Disable feature' }).click()
  await expect(modal(page).getByRole('button', { name: 'Enable feature' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('supabase-ui-cls'))).toBe('false')
})
