import { expect, test } from '@playwright/test'

/** App Router conventions, self-hosted: tab titles, not-found pages, landmarks, the favicon. */

test('every tab names its page, project or organization, and the product', async ({ page }) => {
  await page.goto('/dashboard/project/default/database/extensions')
  await expect(page).toHaveTitle('Extensions | Default Project | Dashboard')
  await page.goto('/dashboard/project/default')
  await expect(page).toHaveTitle('Default Project | Dashboard')
  await page.goto('/dashboard/org/default-org-slug/team')
  await expect(page).toHaveTitle('Team | Default Organization | Dashboard')
  await page.goto('/dashboard/organizations')
  await expect(page).toHaveTitle('Organizations | Dashboard')
})

test('an unknown project is a not-found page inside the dashboard, with the way back', async ({ page }) => {
  // The status stays 200: the dashboard's session gates render pages in the browser only, so the
  // project layout's notFound() never reaches the server's HTML (blocking metadata does not change
  // that). The not-found page is rendered in place and marked noindex.
  await page.goto('/dashboard/project/nosuchprojectrefxyz/sql/new')
  await expect(page.getByRole('heading', { level: 1, name: 'This project does not exist' })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.getByRole('textbox', { name: 'SQL editor' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Back to the dashboard' }).click()
  await expect(page).toHaveURL(/\/dashboard\/project\/default$/)
})

test('an unknown organization and an unknown address get their not-found pages', async ({ page }) => {
  await page.goto('/dashboard/org/no-such-org/billing')
  await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that organization" })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to the dashboard' })).toBeVisible()

  expect((await page.goto('/dashboard/no/such/page'))?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(page).toHaveTitle('Page not found | Dashboard')
  await expect(page.getByRole('link', { name: 'Back to the dashboard' })).toBeVisible()
})

test('storage opened with "_" offers to pick a project instead of calling it missing', async ({ page }) => {
  await page.goto('/dashboard/project/_/storage/buckets')
  await expect(page.getByRole('link', { name: 'Choose a project' })).toBeVisible()
  await page.waitForTimeout(1000)
  await expect(page.getByText('This project does not exist')).toHaveCount(0)
  await expect(page).toHaveURL(/\/dashboard\/project\/_\/storage\/buckets$/)
})

test('organization, team, billing, usage, audit, new-project and join pages have one main landmark', async ({ page }) => {
  for (const path of [
    '/org/default-org-slug',
    '/org/default-org-slug/team',
    '/org/default-org-slug/billing',
    '/org/default-org-slug/usage',
    '/org/default-org-slug/audit',
    '/new/default-org-slug',
    '/new',
    '/join',
    '/organizations',
  ]) {
    await page.goto(`/dashboard${path}`)
    await expect(page.getByRole('main'), path).toHaveCount(1)
  }
})

test('the favicon is served, so a first load logs no 404', async ({ page, request }) => {
  const failed: string[] = []
  page.on('response', (response) => void (response.status() === 404 && failed.push(response.url())))
  await page.goto('/dashboard/project/default')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^\/dashboard\/favicon\.ico/)
  const icon = await request.get('/dashboard/favicon.ico')
  expect(icon.status()).toBe(200)
  expect(icon.headers()['content-type']).toMatch(/image\//)
  expect(failed).toEqual([])
})

test('a snippet saved from /sql/new becomes the last visited snippet', async ({ page }) => {
  await page.goto('/dashboard/project/default/sql/new')
  const editor = page.getByRole('textbox', { name: 'SQL editor' })
  await expect(editor).toBeVisible()
  await editor.click()
  await page.keyboard.insertText('select 7 as last_visited_check')
  await expect(page).toHaveURL(/\/dashboard\/project\/default\/sql\/[0-9a-f-]{36}$/, { timeout: 15_000 })
  const id = page.url().split('/').at(-1)
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('supabase-dashboard-history') ?? '{}')))
    .toMatchObject({ state: { history: { default: { sql: id } } } })
})
