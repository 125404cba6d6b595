import { expect, test, type Page, type Response } from '@playwright/test'

import { CHAOS_HEADER } from '../../mock-platform/chaos'
import { PLATFORM_ROUTES } from '../a11y/routes'
import { MOCK_PLATFORM_URL, signIn, useScenario } from '../platform/mock-platform'

/**
 * Every platform route under the mock platform's 'chaos' scenario: a seeded 20% of platform API
 * responses are a 500, a 429 with Retry-After: 1, a stall followed by a 504, or a 200 whose JSON is cut
 * off mid-way. For each route the dashboard must:
 *
 * 1. never show the global error screen;
 * 2. retry its reads as SPEC §7 says: every GET the browser sent that got a 500, 429 or 504 is sent
 *    again (checked from the browser's own network events, before the walk moves on);
 * 3. raise nothing unhandled. The precise rule: any `pageerror` fails (an uncaught exception or an
 *    unhandled promise rejection in the page), and so does any console message of type "error" that
 *    says "Unhandled" or "Uncaught". Other console errors are expected here and allowed: Chromium logs
 *    "Failed to load resource: … 500" for every failure the scenario injects.
 *
 * The stall lasts 3 s instead of the scenario's default 65 s so the walk takes minutes, not an hour;
 * it is still a response that arrives late and then fails.
 */

const GLOBAL_ERROR_TITLE = 'Sorry! An unexpected error occurred.'
const SLOW_MS = 3_000
/** Worst case before the last retry goes out: 1 s + 2 s + 4 s of back-off, plus a stall or two. */
const RETRY_WAIT_MS = 25_000
const RETRIED_STATUSES = new Set([429, 500, 502, 503, 504])

interface Failure {
  method: string
  url: string
  status: number
  kind: string
  at: number
}

/** Watches the page's platform traffic: requests sent, and injected failures of reads. */
function watchPlatformTraffic(page: Page) {
  const sent: { method: string; url: string; at: number }[] = []
  const failures: Failure[] = []
  const problems: string[] = []
  let clock = 0

  page.on('request', (request) => {
    if (request.url().startsWith(`${MOCK_PLATFORM_URL}/platform/`)) {
      sent.push({ method: request.method(), url: request.url(), at: (clock += 1) })
    }
  })
  page.on('response', (response: Response) => {
    const request = response.request()
    const kind = response.headers()[CHAOS_HEADER]
    if (!kind || request.method() !== 'GET' || !RETRIED_STATUSES.has(response.status())) return
    failures.push({ method: request.method(), url: request.url(), status: response.status(), kind, at: (clock += 1) })
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error' && /unhandled|uncaught/i.test(message.text())) problems.push(`console: ${message.text()}`)
  })

  const isRetried = (failure: Failure) =>
    sent.some((request) => request.at > failure.at && request.method === failure.method && request.url === failure.url)

  return {
    failures,
    problems,
    /** Injected read failures not (yet) followed by the same request. */
    unretried: () => failures.filter((failure) => !isRetried(failure)).map((failure) => `${failure.status} ${failure.kind} ${failure.url}`),
  }
}

test.describe.configure({ timeout: 180_000 })

test.beforeEach(async ({ request }) => {
  await useScenario(request, 'chaos')
  const patched = await request.post(`${MOCK_PLATFORM_URL}/__mock/state`, { data: { chaos: { slowMs: SLOW_MS } } })
  expect(patched.ok()).toBe(true)
})

test.afterAll(async ({ playwright }) => {
  // Leave the shared mock platform healthy for whatever runs next.
  const request = await playwright.request.newContext()
  await useScenario(request, 'default')
  await request.dispose()
})

for (const route of PLATFORM_ROUTES) {
  test(`${route.pattern} survives chaos (${route.url})`, async ({ page }) => {
    const traffic = watchPlatformTraffic(page)
    await signIn(page)
    await expect(page).toHaveURL(/\/dashboard\/(organizations|org\/)/)
    await page.goto(route.url)

    // Whatever the page shows (its content or an explained failure), it shows a page heading.
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 45_000 })
    await expect.poll(traffic.unretried, { timeout: RETRY_WAIT_MS, message: 'every injected read failure is retried' }).toEqual([])
    await expect(page.getByText(GLOBAL_ERROR_TITLE)).toHaveCount(0)
    expect(traffic.problems).toEqual([])
  })
}

test('one session through several routes meets injected failures and recovers from each', async ({ page }) => {
  const traffic = watchPlatformTraffic(page)
  await signIn(page)
  await expect(page).toHaveURL(/\/dashboard\/(organizations|org\/)/)
  for (const route of PLATFORM_ROUTES.slice(0, 8)) {
    await page.goto(route.url)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 45_000 })
    // Each page recovers before the next one loads: a retry still waiting (Retry-After) when the
    // session moves on is abandoned with the page, which says nothing about recovery.
    await expect.poll(traffic.unretried, { timeout: RETRY_WAIT_MS, message: `every injected read failure on ${route.url} is retried` }).toEqual([])
  }
  const kinds = new Set(traffic.failures.map((failure) => failure.kind))
  expect(traffic.failures.length).toBeGreaterThan(0)
  expect([...kinds].every((kind) => ['server-error', 'rate-limited', 'slow'].includes(kind))).toBe(true)
  await expect(page.getByText(GLOBAL_ERROR_TITLE)).toHaveCount(0)
  expect(traffic.problems).toEqual([])
})
