import { expect, test } from '@playwright/test'

import { OTHER_ORG_SLUG, PRIMARY_ORG_SLUG } from '../../mock-platform/seed-ids'
import { platformRequests, signIn, useScenario } from './mock-platform'

test.beforeEach(async ({ request }) => useScenario(request, 'default'))

test.describe('in Berlin', () => {
  test.use({ timezoneId: 'Europe/Berlin' })

  test('the region defaults to Frankfurt and the nearest regions show their distance', async ({ page }) => {
    await signIn(page)
    await page.goto(`/dashboard/new/${PRIMARY_ORG_SLUG}`)
    await expect(page.getByLabel('Region', { exact: true })).toHaveValue('eu-central-1')
    await expect(page.getByText('Suggested for your time zone (Europe/Berlin)', { exact: false })).toBeVisible()
    const nearest = page.getByRole('list', { name: 'Nearest regions' }).getByRole('button')
    await expect(nearest).toHaveText([
      'Central EU (Frankfurt) · 424 km',
      'Central Europe (Zurich) · 669 km',
      'North EU (Stockholm) · 811 km',
    ])
    await nearest.nth(1).click()
    await expect(page.getByLabel('Region', { exact: true })).toHaveValue('eu-central-2')
  })

  test('an empty or too long name and a missing password are explained, and nothing is created', async ({ page, request }) => {
    await signIn(page)
    await page.goto(`/dashboard/new/${PRIMARY_ORG_SLUG}`)
    await page.getByRole('button', { name: 'Create new project' }).click()
    await expect(page.getByText('Please enter a project name.')).toBeVisible()
    await expect(page.getByText('Please enter a database password.')).toBeVisible()
    await page.getByLabel('Project name', { exact: true }).fill('x'.repeat(65))
    await expect(page.getByText('Project name must be 64 characters or fewer.')).toBeVisible()
    const requests = await platformRequests(request)
    expect(requests.some((entry) => entry.method === 'POST' && entry.path === '/platform/projects')).toBe(false)
  })

  test('a project is created with a generated password and opens while it comes up', async ({ page, request }) => {
    await signIn(page)
    await page.goto(`/dashboard/new/${PRIMARY_ORG_SLUG}`)
    await page.getByLabel('Project name', { exact: true }).fill('E2E Analytics')
    await page.getByRole('button', { name: 'Generate a password' }).click()
    await expect(page.getByLabel('Database password', { exact: true })).toHaveValue(/^[A-Za-z0-9]{24}$/)
    await expect(page.getByText('This password is strong.')).toBeVisible()
    await page.getByRole('button', { name: 'Create new project' }).click()

    await expect(page).toHaveURL(/\/dashboard\/project\/[a-z]{20}$/)
    await expect(page.getByRole('heading', { name: 'E2E Analytics' })).toBeVisible()
    const requests = await platformRequests(request)
    expect(requests.filter((entry) => entry.method === 'POST' && entry.path === '/platform/projects')).toHaveLength(1)
    // The new project comes up after a few polls of its detail.
    await expect(page.getByTitle('ACTIVE_HEALTHY')).toHaveText('Healthy', { timeout: 45_000 })
  })
})

test.describe('in New York', () => {
  test.use({ timezoneId: 'America/New_York' })

  test('the region defaults to North Virginia', async ({ page }) => {
    await signIn(page)
    await page.goto(`/dashboard/new/${PRIMARY_ORG_SLUG}`)
    await expect(page.getByLabel('Region', { exact: true })).toHaveValue('us-east-1')
    await expect(page.getByRole('list', { name: 'Nearest regions' }).getByRole('button').first()).toHaveText(
      /^East US \(North Virginia\) · \d+ km$/
    )
  })
})

test.describe('in Tokyo', () => {
  test.use({ timezoneId: 'Asia/Tokyo' })

  test('the region defaults to Singapore while Tokyo is the nearest region', async ({ page }) => {
    await signIn(page)
    await page.goto(`/dashboard/new/${PRIMARY_ORG_SLUG}`)
    await expect(page.getByLabel('Region', { exact: true })).toHaveValue('ap-southeast-1')
    await expect(page.getByRole('list', { name: 'Nearest regions' }).getByRole('button').first()).toHaveText(
      'Northeast Asia (Tokyo) · 0 km'
    )
  })
})

test('a free organization at its free project limit cannot create another project', async ({ page }) => {
  await signIn(page)
  await page.goto(`/dashboard/new/${OTHER_ORG_SLUG}`)
  await expect(page.getByText('This organization has reached its limit of free projects.')).toBeVisible()
  await expect(page.getByText('admin3 (admin3@example.com): 2 free projects')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Create new project' })).toBeDisabled()
})

test('/new?plan= opens the form in the last visited organization with that plan', async ({ page }) => {
  await signIn(page)
  await page.goto(`/dashboard/org/${OTHER_ORG_SLUG}`)
  await expect(page.getByRole('heading', { name: 'beta Labs' })).toBeVisible()
  await page.goto('/dashboard/new?plan=pro')
  await expect(page.getByLabel('Organization', { exact: true }).locator('option:checked')).toHaveText('beta Labs')
  await expect(page.getByLabel('Plan', { exact: true })).toHaveValue('pro')
  await expect(page.getByLabel('Plan', { exact: true }).locator('option')).toHaveText(['Free - $0/month', 'Pro - $25/month', 'Team - $599/month'])
})

test('/new?plan= falls back to the first organization', async ({ page }) => {
  await signIn(page)
  await page.goto('/dashboard/new?plan=free')
  await expect(page.getByLabel('Organization', { exact: true }).locator('option:checked')).toHaveText('Acme Corp')
  await expect(page.getByLabel('Plan', { exact: true })).toHaveValue('free')
  await expect(page.getByLabel('Compute size', { exact: true })).toHaveValue('ci_nano')
})

test('/new rejects any plan other than free, pro or team', async ({ page }) => {
  await signIn(page)
  await page.goto('/dashboard/new?plan=enterprise')
  await expect(page.getByText('Unknown plan')).toBeVisible()
  await expect(page.getByText('"enterprise" is not a plan a new project can start on. Choose one of: free, pro, team.')).toBeVisible()
  await expect(page.getByLabel('Project name', { exact: true })).toHaveCount(0)
})
