import { expect, test, type Page } from '@playwright/test'

import { AWS_ORG_SLUG, PRIMARY_ORG_SLUG } from '../../mock-platform/seed-ids'
import { MOCK_PLATFORM_URL, mockState, platformRequests, signIn, useScenario, writesTo } from './mock-platform'

test.beforeEach(async ({ request }) => useScenario(request, 'default'))

const members = (page: Page) => page.getByRole('table', { name: 'Members' })
const row = (page: Page, text: string) => members(page).getByRole('row').filter({ hasText: text })
// Acme Corp's roles: Owner 11, Administrator 12, Developer 13, Read-only 14.
const ADMIN_ID = '00000000-0000-4000-8000-000000000010'

test('an owner invites a member, then revokes the invitation', async ({ page, request }) => {
  await signIn(page)
  await page.goto(`/dashboard/org/${PRIMARY_ORG_SLUG}/team`)
  const form = page.getByRole('form', { name: 'Invite a member' })
  await form.getByLabel('Email address').fill('not-an-email')
  await form.getByRole('button', { name: 'Invite' }).click()
  await expect(form.getByText('Enter a valid email address')).toBeVisible()
  expect(await writesTo(request, 'POST', `/platform/organizations/${PRIMARY_ORG_SLUG}/members/invitations`)).toEqual([])

  await form.getByLabel('Email address').fill('new.dev@example.com')
  await form.getByLabel('Role').selectOption({ label: 'Administrator' })
  await form.getByRole('button', { name: 'Invite' }).click()
  await expect(page.getByText('Invitation sent to new.dev@example.com')).toBeVisible()
  expect(await writesTo(request, 'POST', `/platform/organizations/${PRIMARY_ORG_SLUG}/members/invitations`)).toEqual([
    { email: 'new.dev@example.com', role_id: 12 },
  ])
  const pending = page.getByRole('list', { name: 'Pending invitations' })
  await expect(pending.getByRole('listitem')).toContainText(['new.dev@example.com'])
  await expect(pending.getByRole('listitem')).toContainText(['Administrator'])

  // Inviting the same address again is refused by the platform; the message shows by the form.
  await form.getByLabel('Email address').fill('new.dev@example.com')
  await form.getByRole('button', { name: 'Invite' }).click()
  await expect(form.getByText('new.dev@example.com has already been invited')).toBeVisible()
  await expect(form.getByLabel('Email address')).toHaveValue('new.dev@example.com')

  await pending.getByRole('button', { name: 'Revoke the invitation to new.dev@example.com' }).click()
  await expect(page.getByText('Invitation to new.dev@example.com revoked')).toBeVisible()
  await expect(page.getByText('No pending invitations.')).toBeVisible()
  const [revoked] = (await mockState<{ invitations: { slug: string }[] }>(request)).invitations.filter((i) => i.slug === PRIMARY_ORG_SLUG)
  expect(revoked).toBeUndefined()
})

test('an owner changes a member’s role (assign, then unassign) and removes a member', async ({ page, request }) => {
  await signIn(page)
  await page.goto(`/dashboard/org/${PRIMARY_ORG_SLUG}/team`)
  await row(page, 'admin1@example.com').getByLabel('Role of admin1').selectOption({ label: 'Developer' })
  // admin1 is the organization's only Administrator: the demotion is explained and asked first.
  const demote = page.getByRole('dialog', { name: 'Demote the last Administrator?' })
  await expect(demote).toContainText('only Administrator')
  expect(await writesTo(request, 'PUT', `/platform/organizations/${PRIMARY_ORG_SLUG}/members/${ADMIN_ID}/roles/13`)).toHaveLength(0)
  await demote.getByRole('button', { name: 'Make Developer' }).click()
  await expect(page.getByText('admin1 is now Developer')).toBeVisible()
  await expect(row(page, 'admin1@example.com').getByRole('cell').nth(2)).toHaveText('Developer')
  expect(await writesTo(request, 'PUT', `/platform/organizations/${PRIMARY_ORG_SLUG}/members/${ADMIN_ID}/roles/13`)).toHaveLength(1)
  expect(await writesTo(request, 'DELETE', `/platform/organizations/${PRIMARY_ORG_SLUG}/members/${ADMIN_ID}/roles/12`)).toHaveLength(1)

  // The user is the only owner: no role change, no Leave.
  await expect(row(page, 'test@example.com').getByText('Only owner')).toBeVisible()
  await expect(row(page, 'test@example.com').getByRole('combobox')).toHaveCount(0)
  await expect(row(page, 'test@example.com').getByRole('button', { name: 'Leave' })).toHaveCount(0)

  await row(page, 'readonly1@example.com').getByRole('button', { name: 'Remove' }).click()
  await page.getByRole('dialog', { name: 'Remove readonly1?' }).getByRole('button', { name: 'Remove member' }).click()
  await expect(page.getByText('readonly1 removed from Acme Corp')).toBeVisible()
  await expect(row(page, 'readonly1@example.com')).toHaveCount(0)
  const state = await mockState<{ members: Record<string, { username: string }[]> }>(request)
  expect(state.members[PRIMARY_ORG_SLUG].map((member) => member.username)).toEqual(['testuser', 'admin1'])
})

test('a read-only member sees the team but no controls', async ({ page }) => {
  await signIn(page)
  await page.goto(`/dashboard/org/${AWS_ORG_SLUG}/team`)
  await expect(row(page, 'readonly4@example.com')).toBeVisible()
  await expect(members(page).getByRole('combobox')).toHaveCount(0)
  await expect(members(page).getByRole('button', { name: 'Remove' })).toHaveCount(0)
  await expect(page.getByRole('form', { name: 'Invite a member' })).toHaveCount(0)
})

test('a list of 500 members renders only the visible rows and finds anyone by search', async ({ page, request }) => {
  const many = Array.from({ length: 500 }, (_, index) => ({
    gotrue_id: `10000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    primary_email: `member${index}@example.com`,
    username: `member${index}`,
    role_ids: [index === 0 ? 11 : 13],
    mfa_enabled: false,
    is_sso_user: false,
  }))
  await request.post(`${MOCK_PLATFORM_URL}/__mock/state`, { data: { members: { [PRIMARY_ORG_SLUG]: many } } })
  await signIn(page)
  await page.goto(`/dashboard/org/${PRIMARY_ORG_SLUG}/team`)
  await expect(row(page, 'member0@example.com')).toBeVisible()
  const rendered = await members(page).getByRole('row').count()
  expect(rendered).toBeLessThan(60)
  await page.getByRole('searchbox', { name: 'Search members' }).fill('member437@')
  await expect(members(page).getByRole('row')).toHaveCount(2)
  await expect(row(page, 'member437@example.com')).toBeVisible()
})

test('granting Owner explains what it gives and sends nothing until confirmed', async ({ page, request }) => {
  const ownerGrants = async () =>
    (await platformRequests(request)).filter(
      (entry) => entry.method !== 'GET' && entry.path.startsWith(`/platform/organizations/${PRIMARY_ORG_SLUG}/members/`) && entry.path.endsWith('/roles/11')
    )
  await signIn(page)
  await page.goto(`/dashboard/org/${PRIMARY_ORG_SLUG}/team`)
  const role = row(page, 'readonly1@example.com').getByLabel('Role of readonly1')
  await role.selectOption({ label: 'Owner' })
  const ask = page.getByRole('dialog', { name: 'Make readonly1 an Owner?' })
  await expect(ask).toContainText('delete the organization and all its projects')
  expect(await ownerGrants()).toEqual([])

  await ask.getByRole('button', { name: 'Cancel' }).click()
  await expect(ask).toBeHidden()
  await expect(role.locator('option:checked')).toHaveText('Read-only')
  expect(await ownerGrants()).toEqual([])

  await role.selectOption({ label: 'Owner' })
  await page.getByRole('dialog', { name: 'Make readonly1 an Owner?' }).getByRole('button', { name: 'Make Owner' }).click()
  await expect(page.getByText('readonly1 is now Owner')).toBeVisible()
  await expect.poll(async () => (await ownerGrants()).length).toBe(1)
})
