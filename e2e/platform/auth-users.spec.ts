import { expect, test, type Page } from '@playwright/test'

import { PRIMARY_PROJECT_REF } from '../../mock-platform/seed-ids'
import { signIn, useScenario, writesTo } from './mock-platform'

const BASE = `/platform/auth/${PRIMARY_PROJECT_REF}`
const STRONG_PASSWORD = 'violet-Harbour-trombone-1987-quietly'

const usersTable = (page: Page) => page.getByRole('table', { name: 'Users' })
const rows = (page: Page) => usersTable(page).locator('tbody tr')

async function search(page: Page, text: string) {
  await page.getByLabel('Search users').fill(text)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
}

test('users: list, search, filter, page forward and back', async ({ page, request }) => {
  test.setTimeout(150_000)
  await useScenario(request, 'default')
  await signIn(page, { returnTo: `/project/${PRIMARY_PROJECT_REF}/auth/users` })
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible()
  // The mock's database starts on its first query (PGlite, seconds; more on a loaded machine).
  await expect(page.getByText(/users in total/)).toBeVisible({ timeout: 90_000 })
  await expect(rows(page)).toHaveCount(50, { timeout: 30_000 })
  // Newest first: the two named users joined after the generated ones.
  await expect(rows(page).first()).toContainText('admin1@example.com')

  await page.getByRole('button', { name: 'Next page' }).click()
  await expect(page.getByText('Page 2')).toBeVisible()
  await expect(rows(page).first()).toContainText('user72@example.com')
  await page.getByRole('button', { name: 'Next page' }).click()
  await expect(page.getByText('Page 3')).toBeVisible()
  await expect(rows(page)).toHaveCount(22)
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled()
  await page.getByRole('button', { name: 'Previous page' }).click()
  await page.getByRole('button', { name: 'Previous page' }).click()
  await expect(page.getByText('Page 1')).toBeVisible()
  await expect(rows(page).first()).toContainText('admin1@example.com')

  await search(page, 'user77@')
  await expect(rows(page)).toHaveCount(1)
  await expect(rows(page).first()).toContainText('user77@example.com')
  await search(page, '')

  await page.getByLabel('Filter').selectOption('anonymous')
  await expect(rows(page)).toHaveCount(2)
  await expect(rows(page).first()).toContainText('Anonymous user')
  await page.getByLabel('Filter').selectOption('all')
  await page.getByLabel('Provider').selectOption('github')
  await expect(rows(page)).toHaveCount(12)
  await expect(rows(page).first()).toContainText('email, github')
})

test('users: create, refuse bad input, invite, recovery, ban, unban, remove factors, delete', async ({ page, request }) => {
  test.setTimeout(120_000)
  await useScenario(request, 'default')
  await signIn(page, { returnTo: `/project/${PRIMARY_PROJECT_REF}/auth/users` })
  await expect(rows(page)).toHaveCount(50, { timeout: 90_000 })

  // Bad input stays in the form with the message at its field; nothing is sent.
  await page.getByRole('button', { name: 'Create user' }).click()
  const create = page.getByRole('dialog', { name: 'Create user' })
  await create.getByLabel('E-mail address').fill('not-an-address')
  await create.getByLabel('User password').fill(STRONG_PASSWORD)
  await expect(create.getByText('This password is strong.')).toBeVisible({ timeout: 30_000 })
  await create.getByRole('button', { name: 'Create user' }).click()
  await expect(create.getByText('Enter a valid e-mail address')).toBeVisible()
  await create.getByLabel('E-mail address').fill('test@example.com')
  await create.getByRole('button', { name: 'Create user' }).click()
  await expect(create.getByText('A user with this email address has already been registered')).toBeVisible()
  await expect(create.getByLabel('User password')).toHaveValue(STRONG_PASSWORD)
  await create.getByLabel('User password').fill('password')
  await expect(create.getByText(/not secure enough|not acceptable/)).toBeVisible({ timeout: 30_000 })
  await create.getByRole('button', { name: 'Create user' }).click()
  await expect(create.getByText('Choose a stronger password')).toBeVisible()

  await create.getByLabel('E-mail address').fill('new.person@example.com')
  await create.getByLabel('User password').fill(STRONG_PASSWORD)
  await expect(create.getByText('This password is strong.')).toBeVisible({ timeout: 30_000 })
  await create.getByRole('button', { name: 'Create user' }).click()
  await expect(page.getByText('Created user new.person@example.com')).toBeVisible()
  expect(await writesTo(request, 'POST', `${BASE}/users`)).toEqual([
    { email: 'test@example.com', password: STRONG_PASSWORD, email_confirm: true },
    { email: 'new.person@example.com', password: STRONG_PASSWORD, email_confirm: true },
  ])
  await expect(rows(page).first()).toContainText('new.person@example.com')

  await page.getByRole('button', { name: 'Invite user' }).click()
  const invite = page.getByRole('dialog', { name: 'Invite user' })
  await invite.getByLabel('E-mail address').fill('invitee@example.com')
  await invite.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText('Sent an invitation to invitee@example.com')).toBeVisible()
  expect(await writesTo(request, 'POST', `${BASE}/invite`)).toEqual([{ email: 'invitee@example.com' }])

  await search(page, 'new.person')
  await usersTable(page).getByRole('button', { name: 'new.person@example.com' }).click()
  const panel = page.getByRole('dialog', { name: 'new.person@example.com', exact: true })
  await expect(panel.getByText('email (new.person@example.com)')).toBeVisible()
  const userId = await panelUserId(page)
  expect(userId).toMatch(/^[0-9a-f-]{36}$/)
  await panel.getByRole('button', { name: 'Send password recovery' }).click()
  await expect(page.getByText('Sent a password recovery e-mail to new.person@example.com')).toBeVisible()
  expect(await writesTo(request, 'POST', `${BASE}/recover`)).toEqual([{ email: 'new.person@example.com' }])

  await panel.getByRole('button', { name: 'Ban user' }).click()
  const ban = page.getByRole('dialog', { name: 'Ban new.person@example.com' })
  await ban.getByLabel('Hours').fill('0')
  await ban.getByRole('button', { name: 'Ban user' }).click()
  await expect(ban.getByText(/A ban lasts from 1 hour/)).toBeVisible()
  await ban.getByLabel('Ban duration').selectOption({ label: '7 days' })
  await ban.getByRole('button', { name: 'Ban user' }).click()
  await expect(page.getByText('Banned new.person@example.com for 168 hours')).toBeVisible()
  expect(await writesTo(request, 'PATCH', `${BASE}/users/${userId}`)).toEqual([{ ban_duration: '168h' }])
  await expect(panel.getByRole('button', { name: 'Unban user' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(rows(page).first().getByText(/^Until /)).toBeVisible()

  await usersTable(page).getByRole('button', { name: 'new.person@example.com' }).click()
  await panel.getByRole('button', { name: 'Unban user' }).click()
  await page.getByRole('dialog', { name: 'Unban new.person@example.com' }).getByRole('button', { name: 'Unban user' }).click()
  await expect(page.getByText('new.person@example.com is no longer banned')).toBeVisible()
  expect(await writesTo(request, 'PATCH', `${BASE}/users/${userId}`)).toEqual([{ ban_duration: '168h' }, { ban_duration: 'none' }])

  await panel.getByRole('button', { name: 'Delete user' }).click()
  await page.getByRole('dialog', { name: 'Delete new.person@example.com' }).getByRole('button', { name: 'Delete user' }).click()
  await expect(page.getByText('Deleted new.person@example.com')).toBeVisible()
  expect((await writesTo(request, 'DELETE', `${BASE}/users/${userId}`)).length).toBe(1)
  await expect(page.getByText('No users match.')).toBeVisible()

  // user20 is a phone user with an authenticator app.
  await search(page, '15550000020')
  await usersTable(page).getByRole('button', { name: '15550000020' }).click()
  const phoneUser = page.getByRole('dialog', { name: '15550000020', exact: true })
  await expect(phoneUser.getByText('Phone app (totp, verified)')).toBeVisible()
  const phoneUserId = await panelUserId(page)
  await phoneUser.getByRole('button', { name: 'Remove MFA factors' }).click()
  await page.getByRole('dialog', { name: 'Remove the MFA factors of 15550000020' }).getByRole('button', { name: 'Remove factors' }).click()
  await expect(page.getByText('Removed the MFA factors of 15550000020')).toBeVisible()
  await expect(phoneUser.getByText('No MFA factors.')).toBeVisible()
  expect((await writesTo(request, 'DELETE', `${BASE}/users/${phoneUserId}/factors`)).length).toBe(1)
})

/** The open panel's "User id" value (the first entry of its details). */
async function panelUserId(page: Page): Promise<string> {
  return ((await page.locator('dl[aria-label="User details"] dd').first().textContent()) ?? '').trim()
}
