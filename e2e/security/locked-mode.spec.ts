import { expect, test, type APIRequestContext } from '@playwright/test'

import {
  BASE_PATH,
  isStateChanging,
  listApiRoutes,
  listPageRoutes,
  PUBLIC_API_PATTERNS,
  samplePath,
} from '../../tests/security/route-inventory'

import { FAKE_SECRETS, LOCKED_URL, LOCKED_USERNAME } from './locked-server'

/**
 * The locked self-hosted server (DASHBOARD_USERNAME/PASSWORD) over real HTTP: every route handler
 * under app/api (enumerated from the file system) refuses without the session and admits with it;
 * every page sends a visitor without it to sign-in. Sign-out ends the session.
 */

const SIGN_OUT = '/api/auth/sign-out'
const guardedRoutes = listApiRoutes().filter((route) => !PUBLIC_API_PATTERNS.includes(route.pattern))
const pagePaths = listPageRoutes()
  .map(({ pattern }) => pattern)
  .filter((pattern) => pattern !== '/sign-in')
  .map((pattern) => `${BASE_PATH}${samplePath(pattern)}`.replace(/\/$/, ''))

/** Statuses of every guarded route and method, called as `request` (with or without its cookies). */
async function apiStatuses(request: APIRequestContext): Promise<Record<string, number>> {
  const statuses: Record<string, number> = {}
  for (const route of guardedRoutes) {
    for (const method of route.methods) {
      const url = `${LOCKED_URL}${BASE_PATH}${samplePath(route.pattern)}`
      const response = await request.fetch(url, { method, maxRedirects: 0, data: isStateChanging(method) ? {} : undefined })
      statuses[`${method} ${url}`] = response.status()
    }
  }
  return statuses
}

test('without a session every API route answers 401 and every page redirects to sign-in', async ({ request }) => {
  const statuses = await apiStatuses(request)
  expect(Object.keys(statuses).length).toBeGreaterThanOrEqual(25)
  for (const [call, status] of Object.entries(statuses)) expect(status, call).toBe(401)

  for (const path of pagePaths) {
    const response = await request.get(`${LOCKED_URL}${path}`, { maxRedirects: 0 })
    expect(response.status(), path).toBe(307)
    const location = new URL(response.headers().location ?? '', LOCKED_URL)
    expect(location.pathname, path).toBe('/dashboard/sign-in')
  }
})

test('wrong credentials are refused; the sign-in form admits every page and API route; sign-out ends it', async ({ page }) => {
  const refused = await page.request.post(`${LOCKED_URL}${BASE_PATH}/api/auth/sign-in`, {
    data: { username: LOCKED_USERNAME, password: 'not the password' },
  })
  expect(refused.status()).toBe(401)
  expect(refused.headers()['set-cookie']).toBeUndefined()

  await page.goto(`${LOCKED_URL}/dashboard/project/default/logs`)
  await expect(page).toHaveURL(/\/dashboard\/sign-in\?returnTo=/)
  await page.getByLabel('Username').fill(LOCKED_USERNAME)
  await page.getByLabel('Password').fill(FAKE_SECRETS.DASHBOARD_PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/dashboard\/project\/default\/logs$/)

  const [session] = (await page.context().cookies()).filter((cookie) => cookie.name === 'dashboard-session')
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/dashboard' })

  // page.request shares the browser's cookies: the session goes along.
  const statuses = await apiStatuses(page.request)
  for (const [call, status] of Object.entries(statuses)) expect(status, call).not.toBe(401)
  for (const path of pagePaths) {
    const response = await page.request.get(`${LOCKED_URL}${path}`, { maxRedirects: 0 })
    const location = response.headers().location ?? ''
    expect(location, path).not.toContain('/sign-in')
    expect(response.status(), path).toBeLessThan(500)
  }

  const signedOut = await page.request.post(`${LOCKED_URL}${BASE_PATH}${SIGN_OUT}`)
  expect(signedOut.ok()).toBe(true)
  const after = await page.request.get(`${LOCKED_URL}${BASE_PATH}/api/platform/profile`)
  expect(after.status()).toBe(401)
})
