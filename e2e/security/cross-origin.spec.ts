import { expect, test, type Page } from '@playwright/test'

import { BASE_PATH, isStateChanging, listApiRoutes, samplePath } from '../../tests/security/route-inventory'
import { MOCK_PLATFORM_URL, PLATFORM_URL, SELF_HOSTED_PORT } from '../ports'

import { FAKE_SECRETS, LOCKED_URL, LOCKED_USERNAME } from './locked-server'

/**
 * Cross-site request forgery from a real browser: a page on another origin (the mock platform's, on
 * the same host, so SameSite cookies DO go along) fires requests at every state-changing route. Every
 * one that the browser sends must be refused (403) before it does anything. (The HTTP-level check of
 * every write with a foreign Origin, in all three modes, is in headers.spec.ts.)
 */

const SELF_HOSTED_URL = `http://127.0.0.1:${SELF_HOSTED_PORT}`
const PROBE_TABLE = 'csrf_probe_e2e'
const writes = listApiRoutes().flatMap((route) =>
  route.methods.filter(isStateChanging).map((method) => ({ method, path: `${BASE_PATH}${samplePath(route.pattern)}` }))
)

/** What a hostile page can send without the target's consent: simple methods only, no preflight. */
const SIMPLE_METHODS = new Set(['POST'])

/**
 * Fires every write from the foreign page. POSTs go as "simple" no-cors requests, which browsers send
 * without asking; PUT and DELETE need a CORS preflight, which the dashboard never grants, so the
 * browser should not send them at all. Returns, per call, the status the server answered or
 * "not sent".
 */
async function forgeWrites(page: Page, target: string): Promise<Record<string, number | 'not sent'>> {
  const statuses: Record<string, number> = {}
  page.on('response', (response) => {
    if (response.url().startsWith(target)) statuses[`${response.request().method()} ${new URL(response.url()).pathname}`] = response.status()
  })
  await page.goto(`${MOCK_PLATFORM_URL}/__mock/requests`)
  await page.evaluate(
    async ({ calls, target, table, simple }) => {
      for (const { method, path } of calls) {
        // The body would create a table if the query endpoint ran it.
        await fetch(`${target}${path}`, {
          method,
          mode: simple.includes(method) ? 'no-cors' : 'cors',
          credentials: 'include',
          headers: { 'content-type': 'text/plain' },
          body: JSON.stringify({ query: `create table public.${table} (id int)`, username: 'x', password: 'y' }),
        }).catch(() => undefined)
      }
    },
    { calls: writes, target, table: PROBE_TABLE, simple: [...SIMPLE_METHODS] }
  )
  const simpleCalls = writes.filter(({ method }) => SIMPLE_METHODS.has(method))
  await expect.poll(() => simpleCalls.filter(({ method, path }) => `${method} ${path}` in statuses).length).toBe(simpleCalls.length)
  return Object.fromEntries(writes.map(({ method, path }) => [`${method} ${path}`, statuses[`${method} ${path}`] ?? 'not sent']))
}

/** A forged POST reaches the server and must be refused; other writes must not even be sent. */
function expectRefused(outcomes: Record<string, number | 'not sent'>) {
  for (const [call, outcome] of Object.entries(outcomes)) {
    if (call.startsWith('POST ')) expect(outcome, call).toBe(403)
    else expect([403, 'not sent'], call).toContain(outcome)
  }
}

test('every state-changing route of the self-hosted server refuses a forged request, and nothing happens', async ({ page, request }) => {
  expect(writes.length).toBeGreaterThanOrEqual(10)
  expectRefused(await forgeWrites(page, SELF_HOSTED_URL))

  const check = await request.post(`${SELF_HOSTED_URL}${BASE_PATH}/api/platform/pg-meta/default/query`, {
    data: { query: `select to_regclass('public.${PROBE_TABLE}') is not null as exists` },
  })
  expect(await check.json()).toEqual([{ exists: false }])
})

test("the locked server refuses forged requests even though the browser sends the victim's session", async ({ page }) => {
  await page.goto(`${LOCKED_URL}/dashboard/sign-in`)
  await page.getByLabel('Username').fill(LOCKED_USERNAME)
  await page.getByLabel('Password').fill(FAKE_SECRETS.DASHBOARD_PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).not.toHaveURL(/\/sign-in/)

  expectRefused(await forgeWrites(page, LOCKED_URL))
  // Still signed in: not even sign-out worked from the other page.
  const profile = await page.request.get(`${LOCKED_URL}${BASE_PATH}/api/platform/profile`)
  expect(profile.status()).toBe(200)
})

test('the platform-mode server refuses forged requests too', async ({ page }) => {
  expectRefused(await forgeWrites(page, PLATFORM_URL))
})
