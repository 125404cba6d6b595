import { expect, test, type Page } from '@playwright/test'

import { AUTH_SCHEMA_SQL, authUsersSeedSql } from '../../mock-platform/auth-schema'
import { MOCK_PLATFORM_URL } from '../ports'
import { runSql } from './sql'

const SERVICE_KEY = 'e2e-service-role-key'

const rows = (page: Page) => page.getByRole('table', { name: 'Users' }).locator('tbody tr')

async function gatewayRequests(request: import('@playwright/test').APIRequestContext) {
  const log = (await (await request.get(`${MOCK_PLATFORM_URL}/__mock/requests`)).json()).requests as { method: string; path: string; body?: unknown }[]
  return log.filter((entry) => entry.path.startsWith('/gateway/auth/v1/'))
}

test.beforeAll(async ({ request }) => {
  // The auth server's tables, as GoTrue's migrations leave them, with 60 users.
  await runSql(request, `drop schema if exists auth cascade; ${AUTH_SCHEMA_SQL} ${authUsersSeedSql(60, 'pguser')}`)
})

test('self-hosted users: list, search and the user panel from the database', async ({ page }) => {
  await page.goto('/dashboard/project/default/auth/users')
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible()
  await expect(page.getByText('About 60 users in total (an estimate)')).toBeVisible({ timeout: 30_000 })
  await expect(rows(page)).toHaveCount(50)
  await expect(rows(page).first()).toContainText('15550000060')
  await page.getByRole('button', { name: 'Next page' }).click()
  await expect(rows(page)).toHaveCount(10)

  await page.getByLabel('Search users').fill('pguser15@')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(rows(page)).toHaveCount(1)
  await page.getByRole('table', { name: 'Users' }).getByRole('button', { name: 'pguser15@example.com' }).click()
  const panel = page.getByRole('dialog', { name: 'pguser15@example.com', exact: true })
  await expect(panel.getByText('github, since')).toBeVisible()
  await expect(panel.getByRole('region', { name: 'User metadata' })).toContainText('"name": "User 15"')
  await expect(panel.getByRole('region', { name: 'App metadata' })).toContainText('"providers"')
})

test('self-hosted users: create and delete through the auth admin API; the service key never reaches the page', async ({ page, request }) => {
  const pageText: string[] = []
  page.on('response', async (response) => {
    if (response.url().includes('/dashboard/')) pageText.push(await response.text().catch(() => ''))
  })
  await page.goto('/dashboard/project/default/auth/users')
  await expect(rows(page)).toHaveCount(50, { timeout: 30_000 })
  await page.getByRole('button', { name: 'Create user' }).click()
  const create = page.getByRole('dialog', { name: 'Create user' })
  await create.getByLabel('E-mail address').fill('self.hosted@example.com')
  await create.getByLabel('User password').fill('violet-Harbour-trombone-1987-quietly')
  await expect(create.getByText('This password is strong.')).toBeVisible({ timeout: 30_000 })
  await create.getByRole('button', { name: 'Create user' }).click()
  await expect(page.getByText('Created user self.hosted@example.com')).toBeVisible()
  await expect(rows(page).first()).toContainText('self.hosted@example.com')
  expect((await gatewayRequests(request)).filter((entry) => entry.method === 'POST' && entry.path === '/gateway/auth/v1/admin/users').map((entry) => entry.body)).toEqual([
    { email: 'self.hosted@example.com', password: 'violet-Harbour-trombone-1987-quietly', email_confirm: true },
  ])

  await page.getByRole('table', { name: 'Users' }).getByRole('button', { name: 'self.hosted@example.com' }).click()
  const panel = page.getByRole('dialog', { name: 'self.hosted@example.com', exact: true })
  await panel.getByRole('button', { name: 'Delete user' }).click()
  await page.getByRole('dialog', { name: 'Delete self.hosted@example.com' }).getByRole('button', { name: 'Delete user' }).click()
  await expect(page.getByText('Deleted self.hosted@example.com')).toBeVisible()
  await expect(rows(page).first()).toContainText('15550000060')
  expect((await gatewayRequests(request)).some((entry) => entry.method === 'DELETE' && entry.path.startsWith('/gateway/auth/v1/admin/users/'))).toBe(true)
  expect(await runSql(request, "select id from auth.users where email = 'self.hosted@example.com'")).toEqual([])
  expect(pageText.join('\n')).not.toContain(SERVICE_KEY)
  expect(await page.content()).not.toContain(SERVICE_KEY)
})

test('self-hosted sign-in settings: what the auth server reports, and the .env lines of a change', async ({ page }) => {
  await page.goto('/dashboard/project/default/auth/providers')
  const github = page.getByRole('group', { name: 'GitHub' })
  await expect(github.getByText('GOTRUE_EXTERNAL_GITHUB_ENABLED')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('group', { name: 'Sign-in methods' }).getByLabel('E-mail sign-in')).toBeChecked()
  await github.getByLabel('GitHub enabled').check()
  await github.getByLabel('GitHub client ID').fill('gh-self-hosted')
  const snippet = page.getByRole('region', { name: '.env snippet' })
  await expect(snippet.locator('pre')).toHaveText('GOTRUE_EXTERNAL_GITHUB_ENABLED=true\nGOTRUE_EXTERNAL_GITHUB_CLIENT_ID=gh-self-hosted')
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0)

  await page.goto('/dashboard/project/default/auth/url-configuration')
  await page.getByLabel('Site URL').fill('https://self.example.com', { timeout: 30_000 })
  await expect(page.getByRole('region', { name: '.env snippet' }).locator('pre')).toHaveText('GOTRUE_SITE_URL=https://self.example.com')
})
