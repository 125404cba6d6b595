import { expect, test, type Page } from '@playwright/test'

import { PRIMARY_ORG_SLUG } from '../../mock-platform/seed-ids'
import { PLATFORM_URL } from '../ports'
import { signIn, useScenario } from './mock-platform'

const TOAST_TEXT = 'We use cookies to collect data and improve our services.'
const CONSENT_KEY = 'supabase-consent'
const TELEMETRY_COOKIE = 'supabase-telemetry-id'

async function openDashboard(page: Page) {
  await signIn(page, { returnTo: `/org/${PRIMARY_ORG_SLUG}`, hasAnsweredConsent: false })
  await expect(page.getByRole('heading', { name: 'Acme Corp' })).toBeVisible()
}

const consentToast = (page: Page) => page.getByRole('dialog', { name: 'Cookie consent' })
const storedConsent = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as { status: string } | null, CONSENT_KEY)

test.beforeEach(async ({ request }) => {
  await useScenario(request, 'default')
})

test('Accept hides the toast for good', async ({ page }) => {
  await openDashboard(page)
  const toast = consentToast(page)
  await expect(toast).toContainText(TOAST_TEXT)
  await toast.getByRole('button', { name: 'Accept' }).click()
  await expect(consentToast(page)).toHaveCount(0)
  expect(await storedConsent(page)).toMatchObject({ status: 'accepted' })

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Acme Corp' })).toBeVisible()
  await expect(consentToast(page)).toHaveCount(0)
})

test('Opt out clears the telemetry cookie', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: TELEMETRY_COOKIE, value: 'e2e-visitor', url: baseURL ?? PLATFORM_URL }])
  await openDashboard(page)
  await consentToast(page).getByRole('button', { name: 'Opt out' }).click()
  await expect(consentToast(page)).toHaveCount(0)
  expect(await storedConsent(page)).toMatchObject({ status: 'opted_out' })
  const cookies = await context.cookies()
  expect(cookies.map((cookie) => cookie.name)).not.toContain(TELEMETRY_COOKIE)
})

test('privacy settings: categories in reverse order, essential locked, Confirm saves every service', async ({ page }) => {
  await openDashboard(page)
  await consentToast(page).getByRole('button', { name: 'Privacy settings' }).click()
  const modal = page.getByRole('dialog', { name: 'Privacy Settings' })
  const switches = modal.getByRole('switch')
  await expect(switches).toHaveCount(3)
  const labels = await modal.locator('li > div > span:first-child').allTextContents()
  expect(labels).toEqual(['Marketing', 'Analytics', 'Strictly necessary'])

  const essential = modal.getByRole('switch', { name: 'Strictly necessary' })
  await expect(essential).toBeDisabled()
  await expect(essential).toHaveAttribute('aria-checked', 'true')

  const analytics = modal.getByRole('switch', { name: 'Analytics' })
  await analytics.click()
  await expect(analytics).toHaveAttribute('aria-checked', 'false')

  const update = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/platform/telemetry/consent')
  )
  await modal.getByRole('button', { name: 'Confirm' }).click()
  expect((await update).postDataJSON()).toEqual({
    services: [
      { serviceId: 'session', status: true },
      { serviceId: 'preferences', status: true },
      { serviceId: 'telemetry', status: false },
      { serviceId: 'marketing-attribution', status: true },
    ],
  })
  // The choice applies locally whatever the consent service answers.
  await expect(consentToast(page)).toHaveCount(0)
  expect(await storedConsent(page)).toMatchObject({
    status: 'accepted',
    services: { telemetry: false, 'marketing-attribution': true },
  })
})

test('privacy settings explain a blocked category list', async ({ page }) => {
  // What an ad blocker does to consent resources.
  await page.route('**/dashboard/consent/categories.json', (route) => route.abort('blockedbyclient'))
  await openDashboard(page)
  await consentToast(page).getByRole('button', { name: 'Privacy settings' }).click()
  const modal = page.getByRole('dialog', { name: 'Privacy Settings' })
  await expect(modal.getByText('Unable to Load Privacy Settings')).toBeVisible()
  await expect(modal.getByText(/disable your ad blocker and try again, or contact support/)).toBeVisible()

  await page.unroute('**/dashboard/consent/categories.json')
  await modal.getByRole('button', { name: 'Try again' }).click()
  await expect(modal.getByRole('switch', { name: 'Analytics' })).toBeVisible()
})
