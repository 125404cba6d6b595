import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { WRONG_SHAPE_HEADER } from '../../mock-platform/wrong-shape'
import { PLATFORM_ROUTES } from '../a11y/routes'
import { MOCK_PLATFORM_URL, platformRequests, signIn, useScenario } from '../platform/mock-platform'

/**
 * Every organization and project route against a mock platform whose answers have the wrong shape
 * (mock-platform/wrong-shape.ts: a bare list where an object was promised, an object where a list was).
 * The client checks each answer against openapi.yaml, so for every route:
 *
 * 1. the global error screen never appears and nothing is thrown unhandled;
 * 2. the page keeps its shell and heading;
 * 3. a section whose data came back wrong says what could not be loaded and offers a retry.
 *
 * Page reads are broken together, one page load per route; the shell's own reads (profile, permissions,
 * organizations, projects, flags, overdue invoices), which every page shares, are broken one at a time
 * on an organization page and a project page.
 */

const GLOBAL_ERROR_TITLE = 'Sorry! An unexpected error occurred.'

const SHELL_READS = [
  'GET /platform/profile',
  'GET /platform/profile/permissions',
  'GET /platform/organizations',
  'GET /platform/projects',
  'GET /platform/projects/{ref}',
  'GET /platform/telemetry/feature-flags',
  'GET /platform/stripe/invoices/overdue',
  // The top bar's branch switcher: without an answer it shows only the project's name (the branches page says why).
  'GET /v1/projects/{ref}/branches',
]

async function breakAnswers(request: APIRequestContext, wrongShape: string[]) {
  const patched = await request.post(`${MOCK_PLATFORM_URL}/__mock/state`, { data: { wrongShape } })
  expect(patched.ok()).toBe(true)
}

function watchProblems(page: Page) {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error' && /unhandled|uncaught/i.test(message.text())) problems.push(`console: ${message.text()}`)
  })
  return problems
}

/** Waits until the page settles: its heading shows and no "Loading…" line is left. */
async function expectSettled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText(GLOBAL_ERROR_TITLE)).toHaveCount(0)
}

test.describe.configure({ timeout: 360_000 })

test.beforeEach(async ({ request }) => {
  await useScenario(request, 'default')
})

test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext()
  await useScenario(request, 'default')
  await request.dispose()
})

test('every route survives wrong-shaped page data and offers a retry where data is missing', async ({ page, request }) => {
  const problems = watchProblems(page)
  await signIn(page)
  await expect(page).toHaveURL(/\/dashboard\/(organizations|org\/)/)
  const everyPageRead = ['*', ...SHELL_READS.map((key) => `!${key}`)]
  // Wrong-shaped answers the browser received, per page load.
  let brokenReads = new Set<string>()
  page.on('response', (response) => {
    const path = response.headers()[WRONG_SHAPE_HEADER]
    if (path) brokenReads.add(path)
  })
  const silent: string[] = []

  for (const route of PLATFORM_ROUTES) {
    await test.step(route.url, async () => {
      await breakAnswers(request, everyPageRead)
      brokenReads = new Set()
      await page.goto(route.url)
      await expectSettled(page)
      // Let the page's reads come back and render their state.
      await page.waitForLoadState('networkidle')
      const failures = page.getByRole('alert').filter({ hasText: /^Could not load .+: The server answered with data of an unexpected shape\./ })
      const shown = await failures.count()
      if (brokenReads.size > 0 && shown === 0) silent.push(`${route.url}: ${[...brokenReads].join(', ')}`)
      if (shown > 0) {
        // Retry asks again (and, the answer still being wrong, says so again without crashing).
        const retry = failures.first().getByRole('button', { name: 'Retry' })
        const sent = (await platformRequests(request)).length
        // The retried read comes back wrong again: wait for it here, or it lands on the next route's count.
        const answeredAgain = page.waitForResponse((response) => Boolean(response.headers()[WRONG_SHAPE_HEADER]))
        await retry.click()
        await expect.poll(async () => (await platformRequests(request)).length).toBeGreaterThan(sent)
        await answeredAgain
        await expect(failures.first()).toBeVisible()
      }
      await expect(page.getByText(GLOBAL_ERROR_TITLE)).toHaveCount(0)
      expect(problems, route.url).toEqual([])
    })
  }
  // A page whose data came back wrong says so: no section silently shows nothing.
  expect(silent).toEqual([])
})

test('the billing page of the issue: wrong-shaped billing answers show in their sections', async ({ page, request }) => {
  const problems = watchProblems(page)
  await signIn(page)
  await breakAnswers(request, [
    'GET /platform/organizations/{slug}/payments',
    'GET /platform/organizations/{slug}/billing/subscription',
    'GET /platform/stripe/invoices',
  ])
  await page.goto('/dashboard/org/acme-corp/billing')
  await expectSettled(page)
  for (const what of ['subscription', 'payment methods', 'invoices']) {
    const alert = page.getByRole('alert').filter({ hasText: `Could not load ${what}:` })
    await expect(alert).toBeVisible()
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible()
  }
  // Once the platform answers properly again, Retry brings the data.
  await breakAnswers(request, [])
  await page.getByRole('alert').filter({ hasText: 'Could not load invoices:' }).getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByRole('table', { name: 'Invoices' })).toBeVisible()
  expect(problems).toEqual([])
})

test("the shell's own reads, each wrong in turn, never take the page down", async ({ page, request }) => {
  const problems = watchProblems(page)
  await signIn(page)
  const routes = PLATFORM_ROUTES.filter((route) => ['/org/[slug]/billing', '/project/[ref]/database/hooks'].includes(route.pattern))
  expect(routes).toHaveLength(2)
  for (const key of SHELL_READS) {
    for (const route of routes) {
      await test.step(`${key} on ${route.url}`, async () => {
        await breakAnswers(request, [key])
        await page.goto(route.url)
        await page.waitForLoadState('networkidle')
        await expect(page.getByText(GLOBAL_ERROR_TITLE)).toHaveCount(0)
        // Either the page or the shell's explanation of what it could not load is on screen.
        await expect(page.getByRole('heading', { level: 1 }).or(page.getByText(/^Could not load/)).first()).toBeVisible()
      })
    }
  }
  expect(problems).toEqual([])
})
