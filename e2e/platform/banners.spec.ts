import { expect, test, type Page } from '@playwright/test'

import { MIDDLEWARE_OUTAGE_BANNER_KEY } from '../../lib/constants'
import { OTHER_ORG_SLUG, PRIMARY_ORG_SLUG } from '../../mock-platform/seed-ids'
import { platformRequests, signIn, useScenario } from './mock-platform'

const CLOCK_SKEW_TEXT = "Your computer's clock appears to be inaccurate. This can cause issues with certain features."
const NOTICE_TITLE = 'Brief dashboard outage on May 16, 2025, 22:00–23:00 UTC'

/** The banner strip (warning, danger, incident or notice) holding a text. */
const bannerWith = (page: Page, text: string) => page.getByTestId('banner-area').locator('[data-type]', { hasText: text })

async function openPrimaryOrganization(page: Page) {
  await signIn(page, { returnTo: `/org/${PRIMARY_ORG_SLUG}` })
  await expect(page).toHaveURL(new RegExp(`/dashboard/org/${PRIMARY_ORG_SLUG}$`))
  await expect(page.getByRole('heading', { name: 'Acme Corp' })).toBeVisible()
}

test.describe('organization billing banners', () => {
  test('grace period: the end date and a View Details link to billing', async ({ page, request }) => {
    await useScenario(request, 'grace-period')
    await openPrimaryOrganization(page)
    const banner = bannerWith(page, 'Organization plan has exceeded its quota')
    await expect(banner).toBeVisible()
    await expect(banner).toHaveAttribute('data-type', 'warning')
    await expect(banner).toContainText('You are given a grace period until 15 Jul, 2025')
    await expect(banner.getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      `/dashboard/org/${PRIMARY_ORG_SLUG}/billing`
    )
  })

  for (const [scenario, title, type] of [
    ['grace-period-over', 'Grace period is over', 'warning'],
    ['restricted', 'Services Restricted', 'danger'],
    ['missing-address', 'Missing Billing Information', 'danger'],
    ['overdue-invoices', 'Outstanding Invoices', 'danger'],
  ] as const) {
    test(`${scenario}: "${title}"`, async ({ page, request }) => {
      await useScenario(request, scenario)
      await openPrimaryOrganization(page)
      const banner = page.getByTestId('banner-area').locator(`[data-type="${type}"]`).filter({
        has: page.getByText(title, { exact: true }),
      })
      await expect(banner).toBeVisible()
      await expect(banner.getByRole('link', { name: 'View Details' })).toHaveAttribute(
        'href',
        new RegExp(`^/dashboard/org/${PRIMARY_ORG_SLUG}/billing`)
      )
    })
  }

  test('overdue invoices elsewhere link to that organization', async ({ page, request }) => {
    await useScenario(request, 'overdue-other-org')
    await openPrimaryOrganization(page)
    const banner = bannerWith(page, 'Outstanding Invoices in other Organization')
    await expect(banner).toContainText('Please pay invoices for other Organization to avoid service disruption.')
    await banner.getByRole('link', { name: 'View Details' }).click()
    await expect(page).toHaveURL(new RegExp(`/dashboard/org/${OTHER_ORG_SLUG}/billing#invoices$`))
  })

  test('users without billing:all see none of them', async ({ page, request }) => {
    await useScenario(request, 'no-billing-permission')
    await openPrimaryOrganization(page)
    await expect
      .poll(async () => (await platformRequests(request)).map((entry) => entry.path))
      .toEqual(expect.arrayContaining(['/platform/stripe/invoices/overdue', '/platform/profile/permissions']))
    // Give the answers time to render before asserting nothing appeared.
    await page.waitForLoadState('networkidle')
    await expect(page.getByText('Organization plan has exceeded its quota')).toHaveCount(0)
    await expect(page.getByText('Outstanding Invoices')).toHaveCount(0)
  })
})

test.describe('flag-controlled banners', () => {
  test('incident banner links to the status page', async ({ page, request }) => {
    await useScenario(request, 'flags-on')
    await openPrimaryOrganization(page)
    const banner = bannerWith(page, 'We are investigating a technical issue')
    await expect(banner.getByRole('link', { name: 'Follow updates' })).toHaveAttribute('href', /^https?:\/\//)
  })

  test('the outage notice can be dismissed for good', async ({ page, request }) => {
    await useScenario(request, 'flags-on')
    await openPrimaryOrganization(page)
    const notice = bannerWith(page, NOTICE_TITLE)
    await expect(notice.getByRole('link', { name: 'Learn more' })).toBeVisible()
    await notice.getByRole('button', { name: 'Dismiss' }).click()
    await expect(page.getByText(NOTICE_TITLE)).toHaveCount(0)
    expect(await page.evaluate((key) => localStorage.getItem(key), MIDDLEWARE_OUTAGE_BANNER_KEY)).toBe('true')

    await page.reload()
    await expect(page.getByRole('heading', { name: 'Acme Corp' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expect(page.getByText(NOTICE_TITLE)).toHaveCount(0)
  })

  test('the outage notice is not shown on the sign-in page', async ({ page, request }) => {
    await useScenario(request, 'flags-on')
    await page.goto('/dashboard/sign-in')
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expect(page.getByText(NOTICE_TITLE)).toHaveCount(0)
  })

  test('clock skew: warns when the browser clock is an hour behind the server', async ({ page, request }) => {
    await useScenario(request, 'flags-on')
    // Behind rather than ahead, so the session's tokens never look expired to the browser.
    await page.clock.install({ time: new Date(Date.now() - 60 * 60 * 1000) })
    await openPrimaryOrganization(page)
    const banner = bannerWith(page, CLOCK_SKEW_TEXT)
    await expect(banner).toBeVisible()
    await expect(banner.getByRole('link', { name: 'More information' })).toBeVisible()
  })

  test('clock skew: quiet when the browser clock is right', async ({ page, request }) => {
    await useScenario(request, 'flags-on')
    const clockCheck = page.waitForResponse((response) => response.url().endsWith('/dashboard/api/get-utc-time'))
    await openPrimaryOrganization(page)
    expect((await clockCheck).ok()).toBe(true)
    await expect(bannerWith(page, 'We are investigating a technical issue')).toBeVisible()
    await expect(page.getByText(CLOCK_SKEW_TEXT)).toHaveCount(0)
  })
})
