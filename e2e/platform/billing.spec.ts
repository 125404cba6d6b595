import { expect, test } from '@playwright/test'

import { OTHER_ORG_SLUG, PRIMARY_ORG_SLUG, VERCEL_ORG_SLUG } from '../../tests/mocks/seed-ids'
import { platformRequests, signIn, useScenario } from './mock-platform'

test.beforeEach(async ({ request }) => useScenario(request, 'default'))

const section = (page: import('@playwright/test').Page, name: string) => page.getByRole('region', { name })

test('the billing page shows subscription, address, payment methods and invoices', async ({ page, request }) => {
  await signIn(page)
  await page.goto(`/dashboard/org/${PRIMARY_ORG_SLUG}/billing`)

  for (const [id, name] of [
    ['subscription', 'Subscription plan'],
    ['address', 'Billing address'],
    ['payment-methods', 'Payment methods'],
    ['invoices', 'Invoices'],
  ]) {
    await expect(section(page, name)).toHaveAttribute('id', id)
  }

  const subscription = section(page, 'Subscription plan')
  await expect(subscription.locator('dt', { hasText: 'Current plan' }).locator('xpath=following-sibling::dd[1]')).toHaveText('Pro')

  const address = section(page, 'Billing address')
  await expect(address.getByText('1 Main Street')).toBeVisible()
  await expect(address.locator('dt', { hasText: 'Billing email' }).locator('xpath=following-sibling::dd[1]')).toHaveText(
    'billing@acme.test'
  )
  await expect(address.getByRole('list', { name: 'Tax IDs' })).toContainText('DE123456789')

  const cards = section(page, 'Payment methods').getByRole('listitem')
  await expect(cards.nth(0)).toContainText('**** **** **** 4242')
  await expect(cards.nth(0)).toContainText('Default')
  await expect(cards.nth(1)).toContainText('**** **** **** 4444')

  const invoices = section(page, 'Invoices')
  await expect(invoices.getByText('Showing 1–5 of 6')).toBeVisible()
  await invoices.getByRole('button', { name: 'Next' }).click()
  await expect(invoices.getByText('Showing 6–6 of 6')).toBeVisible()
  await invoices.getByRole('button', { name: 'View invoice ACMECORP-0001' }).click()
  const dialog = page.getByRole('dialog', { name: 'Invoice ACMECORP-0001' })
  await expect(dialog).toContainText('Paid')
  await expect(dialog.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', /\/acme-corp\/1\.pdf$/)

  // The total comes from HEAD x-total-count.
  const requests = await platformRequests(request)
  expect(requests.some((entry) => entry.method === 'HEAD' && entry.path === '/platform/stripe/invoices')).toBe(true)
})

test('a missing billing email reads "Unknown"', async ({ page }) => {
  await signIn(page)
  await page.goto(`/dashboard/org/${OTHER_ORG_SLUG}/billing#address`)
  const address = section(page, 'Billing address')
  await expect(address.locator('dt', { hasText: 'Billing email' }).locator('xpath=following-sibling::dd[1]')).toHaveText('Unknown')
  await expect(address).toBeInViewport()
})

test('the page scrolls to the #invoices anchor', async ({ page }) => {
  await signIn(page)
  await page.goto(`/dashboard/org/${PRIMARY_ORG_SLUG}/billing#invoices`)
  await expect(section(page, 'Invoices').getByText('Showing 1–5 of 6')).toBeVisible()
  await expect(section(page, 'Invoices').getByRole('heading', { name: 'Invoices', exact: true })).toBeInViewport()
})

test('a Vercel Marketplace organization explains who bills it and turns plan changes off', async ({ page }) => {
  await signIn(page)
  await page.goto(`/dashboard/org/${VERCEL_ORG_SLUG}/billing`)
  await expect(page.getByText('Billing for this organization is managed by Vercel Marketplace')).toBeVisible()
  await expect(page.getByText('Partner ID:')).toContainText('abc')
  await expect(page.getByRole('button', { name: 'Preview change to Pro' })).toBeDisabled()
})

test('pricing tiers link to a new project on their plan, Enterprise to the contact form', async ({ page }) => {
  await signIn(page)
  await page.goto(`/dashboard/org/${PRIMARY_ORG_SLUG}/billing`)
  const tier = (name: string) => page.getByRole('article', { name })
  await expect(tier('Pro').getByText('Most Popular')).toBeVisible()
  await expect(tier('Pro').getByTestId('tier-price')).toContainText('From')
  await expect(tier('Team').getByTestId('tier-price')).toContainText('From')
  await expect(tier('Free').getByRole('link', { name: 'Start for Free' })).toHaveAttribute('href', '/dashboard/new?plan=free')
  await expect(tier('Pro').getByRole('link', { name: 'Start your project' })).toHaveAttribute('href', '/dashboard/new?plan=pro')
  await expect(tier('Team').getByRole('link', { name: 'Start your project' })).toHaveAttribute('href', '/dashboard/new?plan=team')
  await expect(tier('Enterprise').getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', /\/contact\/enterprise$/)

  await tier('Team').getByRole('link', { name: 'Start your project' }).click()
  await expect(page).toHaveURL(/\/dashboard\/new\?plan=team$/)
  await expect(page.getByLabel('Plan', { exact: true })).toHaveValue('team')
})

test('the plan feature matrix renders included, excluded and text values', async ({ page }) => {
  await signIn(page)
  await page.goto(`/dashboard/org/${PRIMARY_ORG_SLUG}/billing`)
  const backups = page.getByRole('table', { name: 'Database' }).getByRole('row', { name: /Automatic backups/ })
  await expect(backups.getByRole('cell')).toHaveText(['—', '7 days', '14 days', 'Custom'])
  await expect(page.getByRole('table', { name: 'Auth' }).getByRole('row', { name: /Audit trails/ }).getByRole('cell').last()).toHaveText('✓')
})
