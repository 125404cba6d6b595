import { expect, test, type Page } from '@playwright/test'

import { OTHER_ORG_SLUG, PRIMARY_ORG_SLUG, PRIMARY_PROJECT_REF } from '../../mock-platform/seed-ids'
import { PLATFORM_ROUTES } from '../a11y/routes'
import { signIn, useScenario } from '../platform/mock-platform'

/**
 * Every organization and project route against a platform that sends the least openapi.yaml promises
 * (scenario 'minimal': each successful answer cut to its required fields). A screen that needs a field
 * the contract leaves optional shows it here: as "unexpected shape", "Could not load", a crash, or a
 * missing banner. The scenario's acme-corp is in its grace period with an overdue invoice, and beta-labs
 * owes too, so the banners of SPEC §4 have their data.
 */

const GLOBAL_ERROR_TITLE = 'Sorry! An unexpected error occurred.'

function watchProblems(page: Page) {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error' && /unhandled|uncaught/i.test(message.text())) problems.push(`console: ${message.text()}`)
  })
  return problems
}

const bannerWith = (page: Page, text: string) =>
  page.getByTestId('banner-area').locator('[data-type]').filter({ has: page.getByText(text, { exact: true }) })

async function expectSpecBanners(page: Page) {
  await expect(bannerWith(page, 'Organization plan has exceeded its quota')).toBeVisible({ timeout: 30_000 })
  await expect(bannerWith(page, 'Outstanding Invoices')).toBeVisible()
  const other = bannerWith(page, 'Outstanding Invoices in other Organization')
  await expect(other).toBeVisible()
  await expect(other.getByRole('link', { name: 'View Details' })).toHaveAttribute(
    'href',
    new RegExp(`/dashboard/org/${OTHER_ORG_SLUG}/billing`)
  )
}

test.describe.configure({ timeout: 600_000 })

test.beforeEach(async ({ request }) => {
  await useScenario(request, 'minimal')
})

test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext()
  await useScenario(request, 'default')
  await request.dispose()
})

test('the banners of SPEC §4 show from required fields alone', async ({ page }) => {
  await signIn(page, { returnTo: `/org/${PRIMARY_ORG_SLUG}` })
  await expect(page).toHaveURL(new RegExp(`/dashboard/org/${PRIMARY_ORG_SLUG}$`))
  await expectSpecBanners(page)
  await page.goto(`/dashboard/project/${PRIMARY_PROJECT_REF}`)
  await expectSpecBanners(page)
})

test('every organization and project route works with required fields alone', async ({ page }) => {
  const problems = watchProblems(page)
  await signIn(page)
  await expect(page).toHaveURL(/\/dashboard\/(organizations|org\/)/)
  const failed: string[] = []

  for (const route of PLATFORM_ROUTES) {
    await test.step(route.url, async () => {
      await page.goto(route.url)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 })
      // Let the page's reads come back and render what they got.
      await page.waitForLoadState('networkidle')
      await expect(page.getByText(GLOBAL_ERROR_TITLE)).toHaveCount(0)
      const complaints = page.getByText(/unexpected shape|Could not load/)
      const count = await complaints.count()
      if (count > 0) failed.push(`${route.url}: ${(await complaints.allInnerTexts()).join(' | ')}`)
      expect(problems, route.url).toEqual([])
    })
  }
  expect(failed).toEqual([])
})
