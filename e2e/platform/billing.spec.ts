import { expect, test } from '@playwright/test'

import { OTHER_ORG_SLUG, PRIMARY_ORG_SLUG, VERCEL_ORG_SLUG } from '../../mock-platform/seed-ids'
import { platformRequests, signIn, useScenario, writesTo } from './mock-platform'

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
  await expect(page.getByRole('button', { name: 'Change plan to Pro' })).toBeDisabled()
})

test('pricing tiers change the organization\'s plan, Enterprise links to the contact form', async ({ page }) => {
  await signIn(page)
  await page.goto(`/dashboard/org/${PRIMARY_ORG_SLUG}/billing`)
  const tier = (name: string) => page.getByRole('article', { name })
  await expect(tier('Pro').getByText('Most Popular')).toBeVisible()
  await expect(tier('Pro').getByTestId('tier-price')).toContainText('From')
  await expect(tier('Team').getByTestId('tier-price')).toContainText('From')
  await expect(tier('Free').getByRole('button', { name: 'Change plan to Free' })).toBeVisible()
  await expect(tier('Team').getByRole('button', { name: 'Change plan to Team' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Start your project' })).toHaveCount(0)
  await expect(tier('Enterprise').getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', /\/contact\/enterprise$/)

  await tier('Team').getByRole('button', { name: 'Change plan to Team' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
})

test('the plan feature matrix renders included, excluded and text values', async ({ page }) => {
  await signIn(page)
  await page.goto(`/dashboard/org/${PRIMARY_ORG_SLUG}/billing`)
  const backups = page.getByRole('table', { name: 'Database' }).getByRole('row', { name: /Automatic backups/ })
  await expect(backups.getByRole('cell')).toHaveText(['—', '7 days', '14 days', 'Custom'])
  await expect(page.getByRole('table', { name: 'Auth' }).getByRole('row', { name: /Audit trails/ }).getByRole('cell').last()).toHaveText('✓')
})

const orgPath = (path: string) => `/platform/organizations/${PRIMARY_ORG_SLUG}${path}`

test('changes the plan after showing what it costs', async ({ page, request }) => {
  await signIn(page)
  await page.goto(`/dashboard/org/${PRIMARY_ORG_SLUG}/billing`)
  const subscription = section(page, 'Subscription plan')
  const currentPlan = subscription.locator('dt', { hasText: 'Current plan' }).locator('xpath=following-sibling::dd[1]')
  await expect(currentPlan).toHaveText('Pro')

  await page.getByRole('button', { name: 'Change plan to Team' }).click()
  const dialog = page.getByRole('dialog', { name: 'Change to the Team plan' })
  await expect(dialog.getByTestId('plan-price-change')).toContainText('(+$574.00)')
  await expect(dialog.getByRole('row', { name: /Monthly total/ })).toContainText('$')
  await dialog.getByRole('button', { name: 'Change to Team' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('The organization is now on the Team plan')).toBeVisible()
  await expect(currentPlan).toHaveText('Team')

  expect(await writesTo(request, 'POST', orgPath('/billing/subscription/preview'))).toContainEqual({ tier: 'tier_team' })
  expect(await writesTo(request, 'PUT', orgPath('/billing/subscription'))).toEqual([{ tier: 'tier_team' }])
})

test('sets a default card and removes a card; the last card of a paid plan stays', async ({ page, request }) => {
  await signIn(page)
  await page.goto(`/dashboard/org/${PRIMARY_ORG_SLUG}/billing#payment-methods`)
  const methods = section(page, 'Payment methods')
  const cards = methods.getByRole('listitem')

  await methods.getByRole('button', { name: 'Make Mastercard **** **** **** 4444 the default' }).click()
  await expect(page.getByText('Mastercard **** **** **** 4444 is now the default card')).toBeVisible()
  await expect(cards.nth(1)).toContainText('Default')
  await expect(cards.nth(0)).not.toContainText('Default')
  expect(await writesTo(request, 'PUT', orgPath('/payments/default'))).toEqual([{ payment_method_id: `pm_${PRIMARY_ORG_SLUG}_backup` }])

  await methods.getByRole('button', { name: 'Remove Visa **** **** **** 4242' }).click()
  await page.getByRole('dialog', { name: 'Remove Visa **** **** **** 4242?' }).getByRole('button', { name: 'Remove card' }).click()
  await expect(cards).toHaveCount(1)
  await expect(cards.first()).toContainText('**** **** **** 4444')
  expect(await writesTo(request, 'DELETE', orgPath('/payments'))).toEqual([{ card_id: `pm_${PRIMARY_ORG_SLUG}` }])

  await expect(methods.getByRole('button', { name: 'Remove Mastercard **** **** **** 4444' })).toBeDisabled()
  await expect(methods.getByText('This is the only card on a paid plan')).toBeVisible()
})

test('adding a card says so clearly when Stripe cannot load, with a retry', async ({ page, request }) => {
  // No internet in the test machine; blocking the host makes the failure immediate and certain.
  await page.route('https://js.stripe.com/**', (route) => route.abort('blockedbyclient'))
  await signIn(page)
  await page.goto(`/dashboard/org/${PRIMARY_ORG_SLUG}/billing#payment-methods`)
  const scriptsBefore = await page.locator('script[src^="https://js.stripe.com"]').count()
  expect(scriptsBefore).toBe(0)

  await section(page, 'Payment methods').getByRole('button', { name: 'Add payment method' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add a payment method' })
  await expect(dialog.getByRole('alert')).toContainText('Could not load the payment form.')
  await expect(dialog.getByRole('alert')).toContainText('js.stripe.com could not be reached')
  const intents = () => writesTo(request, 'POST', orgPath('/payments/setup-intent'))
  const firstCount = (await intents()).length
  expect(firstCount).toBeGreaterThanOrEqual(1)

  await dialog.getByRole('button', { name: 'Retry' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Could not load the payment form.')
  await expect.poll(async () => (await intents()).length).toBeGreaterThan(firstCount)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(section(page, 'Payment methods').getByRole('listitem')).toHaveCount(2)
})

test('adds and removes a tax ID; a malformed one is refused before sending', async ({ page, request }) => {
  await signIn(page)
  await page.goto(`/dashboard/org/${PRIMARY_ORG_SLUG}/billing#address`)
  const address = section(page, 'Billing address')
  const form = address.getByRole('form', { name: 'Add a tax ID' })

  await form.getByLabel('Tax ID type').selectOption('us_ein')
  await form.getByLabel('Tax ID number').fill('123456789')
  await form.getByRole('button', { name: 'Add tax ID' }).click()
  await expect(form.getByRole('alert')).toHaveText('This is not a valid US EIN number. It looks like 12-3456789.')
  expect(await writesTo(request, 'PUT', orgPath('/tax-ids'))).toEqual([])

  await form.getByLabel('Tax ID number').fill('12-3456789')
  await form.getByRole('button', { name: 'Add tax ID' }).click()
  const list = address.getByRole('list', { name: 'Tax IDs' })
  await expect(list).toContainText('12-3456789')
  await expect(form.getByLabel('Tax ID number')).toHaveValue('')
  expect(await writesTo(request, 'PUT', orgPath('/tax-ids'))).toEqual([{ type: 'us_ein', value: '12-3456789', country: 'US' }])

  await list.getByRole('button', { name: 'Remove tax ID EU VAT DE123456789' }).click()
  await expect(list).not.toContainText('DE123456789')
  await expect(list).toContainText('12-3456789')
  expect(await writesTo(request, 'DELETE', orgPath('/tax-ids'))).toEqual([{ id: 'txi_acme' }])
})

test('edits the billing address', async ({ page, request }) => {
  await signIn(page)
  await page.goto(`/dashboard/org/${PRIMARY_ORG_SLUG}/billing#address`)
  const address = section(page, 'Billing address')
  await address.getByRole('button', { name: 'Edit address' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit billing address' })
  await dialog.getByLabel('Billing name').fill('Acme Europe GmbH')
  await dialog.getByLabel('Address line 1').fill('9 Harbour Road')
  await dialog.getByLabel('City').fill('Hamburg')
  await dialog.getByLabel('Postal code').fill('20095')
  await dialog.getByRole('button', { name: 'Save address' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Billing address saved')).toBeVisible()

  await expect(address.getByText('9 Harbour Road')).toBeVisible()
  await expect(address.getByText('20095 Hamburg')).toBeVisible()
  await expect(address.locator('dt', { hasText: 'Billing name' }).locator('xpath=following-sibling::dd[1]')).toHaveText('Acme Europe GmbH')
  expect(await writesTo(request, 'PUT', orgPath('/customer'))).toEqual([
    {
      billing_name: 'Acme Europe GmbH',
      address: { line1: '9 Harbour Road', line2: null, postal_code: '20095', city: 'Hamburg', state: null, country: 'DE' },
    },
  ])
})

test('members without the billing permission see billing but cannot change it', async ({ page, request }) => {
  await useScenario(request, 'no-billing-permission')
  await signIn(page)
  await page.goto(`/dashboard/org/${PRIMARY_ORG_SLUG}/billing`)
  await expect(section(page, 'Payment methods').getByRole('listitem')).toHaveCount(2)
  await expect(section(page, 'Billing address').getByRole('list', { name: 'Tax IDs' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add payment method' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Edit address' })).toHaveCount(0)
  await expect(page.getByRole('form', { name: 'Add a tax ID' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Change plan to Team' }).click()
  const dialog = page.getByRole('dialog', { name: 'Change to the Team plan' })
  await expect(dialog).toContainText('Only members allowed to manage billing can change the plan.')
  await expect(dialog.getByRole('button', { name: 'Change to Team' })).toHaveCount(0)
})
