import { expect, test } from '@playwright/test'

import { OTHER_ORG_SLUG, PRIMARY_ORG_SLUG } from '../../mock-platform/seed-ids'
import { mockState, platformRequests, signIn, useScenario } from './mock-platform'

test.beforeEach(async ({ request }) => useScenario(request, 'default'))

interface UsageState {
  usage: Record<string, { daily: { date: string; metric: string; usage: number }[] }>
}

test('the usage page draws the daily chart of the picked metric, with the same numbers in its table', async ({ page, request }) => {
  await signIn(page)
  await page.goto(`/dashboard/org/${OTHER_ORG_SLUG}`)
  await page.getByRole('navigation', { name: 'Organization' }).getByRole('link', { name: 'Usage' }).click()
  await expect(page).toHaveURL(new RegExp(`/dashboard/org/${OTHER_ORG_SLUG}/usage$`))
  await expect(page.getByRole('heading', { name: 'Usage', level: 1 })).toBeVisible()

  const summary = page.getByRole('table', { name: 'Usage this billing cycle' })
  await expect(summary.getByRole('row', { name: /^Egress/ })).toContainText('Over the quota')
  await expect(summary.getByRole('row', { name: /^Monthly active users/ })).toContainText('50,000')

  // recharts draws one bar per day of the picked metric.
  const chart = page.getByTestId('daily-usage-chart')
  const state = await mockState<UsageState>(request)
  const egressDays = state.usage[OTHER_ORG_SLUG].daily.filter((entry) => entry.metric === 'EGRESS')
  await expect(chart.locator('svg .recharts-bar-rectangle')).toHaveCount(egressDays.length)
  await expect(page.getByRole('table', { name: 'Egress per day' }).getByRole('row')).toHaveCount(egressDays.length + 1)

  await page.getByLabel('Metric').selectOption({ label: 'Monthly active users' })
  const mau = state.usage[OTHER_ORG_SLUG].daily.filter((entry) => entry.metric === 'MONTHLY_ACTIVE_USERS')
  const rows = page.getByRole('table', { name: 'Monthly active users per day' }).getByRole('row')
  await expect(rows).toHaveCount(mau.length + 1)
  const expected = mau.map((entry) => `${entry.date}${new Intl.NumberFormat('en-US').format(entry.usage)}`)
  expect((await rows.allTextContents()).slice(1)).toEqual(expected)
  await expect(chart.locator('svg .recharts-bar-rectangle')).toHaveCount(mau.length)

  const daily = (await platformRequests(request)).filter((entry) => entry.path === `/platform/organizations/${OTHER_ORG_SLUG}/usage/daily`)
  expect(daily.length).toBeGreaterThan(0)
  expect(new URLSearchParams(daily[0].search).get('start')).not.toBeNull()
})

test('the command menu opens the usage page', async ({ page }) => {
  await signIn(page)
  await page.goto(`/dashboard/org/${PRIMARY_ORG_SLUG}`)
  const menu = page.getByRole('dialog', { name: 'Command menu' })
  await expect(async () => {
    await page.keyboard.press('Control+K')
    await expect(menu).toBeVisible({ timeout: 1_000 })
  }).toPass()
  await expect(menu.getByRole('option', { name: 'Organization: Usage' })).toBeVisible()
  await page.keyboard.type('Organization: Usage')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/dashboard/org/${PRIMARY_ORG_SLUG}/usage$`))
  await expect(page.getByRole('table', { name: 'Usage this billing cycle' })).toBeVisible()
})
