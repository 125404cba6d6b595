import { expect, test } from '@playwright/test'

import { MOCK_USER_EMAIL, OTHER_ORG_SLUG, PRIMARY_ORG_SLUG } from '../../mock-platform/seed-ids'
import { platformRequests, signIn, useScenario } from './mock-platform'

test.beforeEach(async ({ request }) => useScenario(request, 'default'))

/** A datetime-local value in this machine's zone, which the browser shares. */
function toLocalInput(ms: number): string {
  const date = new Date(ms)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

test('organizations are listed by name, locale-aware', async ({ page }) => {
  await signIn(page)
  await expect(page).toHaveURL(/\/dashboard\/organizations$/)
  const links = page.getByRole('list', { name: 'Organizations' }).getByRole('link')
  await expect(links).toHaveCount(4)
  const names = (await links.allInnerTexts()).map((text) => text.split('\n')[0].trim())
  // Seeded out of order, with a lower-case "beta": a plain code-point sort would put it last.
  expect(names).toEqual(['Acme Corp', 'beta Labs', 'Cloud Market Inc', 'Vercel Team'])
})

test('an organization links to its projects, team, billing and audit pages', async ({ page }) => {
  await signIn(page)
  await page.goto(`/dashboard/org/${PRIMARY_ORG_SLUG}`)
  const nav = page.getByRole('navigation', { name: 'Organization' })
  await expect(nav.getByRole('link')).toHaveText(['Projects', 'Team', 'Billing', 'Usage', 'Audit logs', 'Settings'])
  await expect(nav.getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page')

  await nav.getByRole('link', { name: 'Team' }).click()
  await expect(page).toHaveURL(new RegExp(`/dashboard/org/${PRIMARY_ORG_SLUG}/team$`))
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible()

  await page.getByRole('navigation', { name: 'Organization' }).getByRole('link', { name: 'Billing' }).click()
  await expect(page).toHaveURL(new RegExp(`/dashboard/org/${PRIMARY_ORG_SLUG}/billing$`))
  await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible()
})

test('the team page lists members with their roles and the roles of the organization', async ({ page }) => {
  await signIn(page)
  await page.goto(`/dashboard/org/${PRIMARY_ORG_SLUG}/team`)
  const members = page.getByRole('table', { name: 'Members' })
  const me = members.getByRole('row').filter({ hasText: MOCK_USER_EMAIL })
  await expect(me.getByRole('cell').nth(0)).toHaveText('testuser')
  await expect(me.getByRole('cell').nth(2)).toHaveText('Owner')
  await expect(me.getByRole('cell').nth(3)).toHaveText('Not enabled')
  await expect(members.getByRole('row').filter({ hasText: 'admin1@example.com' }).getByRole('cell').nth(2)).toHaveText('Administrator')
  await expect(page.getByRole('list', { name: 'Organization roles' }).getByRole('listitem')).toHaveText([
    'Owner',
    'Administrator',
    'Developer',
    'Read-only',
  ])
})

test('requiring MFA is confirmed first, and then keeps an aal1 session on the organization page', async ({ page, request }) => {
  await signIn(page)
  await page.goto(`/dashboard/org/${PRIMARY_ORG_SLUG}/team`)
  const toggle = page.getByRole('switch', { name: 'Require MFA to access this organization' })
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await toggle.click()

  const dialog = page.getByRole('dialog', { name: 'Require MFA for this organization?' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  expect((await platformRequests(request)).some((entry) => entry.method === 'PATCH')).toBe(false)

  await toggle.click()
  await page.getByRole('dialog').getByRole('button', { name: 'Require MFA' }).click()
  await expect(page.getByText('MFA is now required for this organization')).toBeVisible()
  const patches = (await platformRequests(request)).filter(
    (entry) => entry.method === 'PATCH' && entry.path === `/platform/organizations/${PRIMARY_ORG_SLUG}/members/mfa/enforcement`
  )
  expect(patches).toHaveLength(1)
  // The session has no second factor, so the organization now keeps it on its home page (SPEC §2).
  await expect(page).toHaveURL(new RegExp(`/dashboard/org/${PRIMARY_ORG_SLUG}$`))
})

test('only owners can change the MFA requirement', async ({ page }) => {
  await signIn(page)
  await page.goto(`/dashboard/org/${OTHER_ORG_SLUG}/team`)
  await expect(page.getByText('Only organization owners can change this setting.')).toBeVisible()
  await expect(page.getByRole('switch', { name: 'Require MFA to access this organization' })).toBeDisabled()
})

test('the audit page shows the last 24 hours and can look further back', async ({ page }) => {
  await signIn(page)
  await page.goto(`/dashboard/org/${PRIMARY_ORG_SLUG}/audit`)
  const table = page.getByRole('table', { name: 'Audit logs' })
  const actions = table.getByRole('row').locator('td:nth-child(2)')
  await expect(actions).toHaveText(['project.pause', 'organization.members.invite'])

  const start = page.getByLabel('Start', { exact: true })
  const value = await start.inputValue()
  // The default start is 24 hours before the end.
  const end = await page.getByLabel('End', { exact: true }).inputValue()
  expect(Date.parse(end) - Date.parse(value)).toBe(24 * 60 * 60 * 1000)

  await start.fill(toLocalInput(Date.parse(value) - 24 * 60 * 60 * 1000))
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(actions).toHaveText(['project.pause', 'organization.members.invite', 'project.create'])
})

test('the audit page filters by action and by member, and the filtered view survives a reload', async ({ page }) => {
  await signIn(page)
  await page.goto(`/dashboard/org/${PRIMARY_ORG_SLUG}/audit`)
  const actions = page.getByRole('table', { name: 'Audit logs' }).getByRole('row').locator('td:nth-child(2)')
  await expect(actions).toHaveText(['project.pause', 'organization.members.invite'])

  await page.getByLabel('Action').selectOption('organization.members.invite')
  await expect(page).toHaveURL(/\?action=organization\.members\.invite$/)
  await expect(actions).toHaveText(['organization.members.invite'])
  await page.getByLabel('Member').selectOption({ label: MOCK_USER_EMAIL })
  await expect(page).toHaveURL(/\?action=organization\.members\.invite&member=/)

  await page.reload()
  await expect(actions).toHaveText(['organization.members.invite'])
  await expect(page.getByLabel('Action')).toHaveValue('organization.members.invite')

  await page.getByLabel('Action').selectOption({ label: 'All actions' })
  await expect(actions).toHaveText(['project.pause', 'organization.members.invite'])
})
