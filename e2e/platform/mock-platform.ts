import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { MOCK_USER_EMAIL, MOCK_USER_PASSWORD } from '../../mock-platform/seed-ids'

import { MOCK_PLATFORM_URL } from '../ports'

export { MOCK_PLATFORM_URL }

/** Fresh platform state for a named scenario (also clears the request log). */
export async function useScenario(request: APIRequestContext, name: string) {
  const response = await request.post(`${MOCK_PLATFORM_URL}/__mock/scenario`, { data: { name } })
  expect(response.ok()).toBe(true)
}

export async function platformRequests(
  request: APIRequestContext
): Promise<{ method: string; path: string; search: string; body?: unknown }[]> {
  const response = await request.get(`${MOCK_PLATFORM_URL}/__mock/requests`)
  return (await response.json()).requests
}

/** The writes the mock received to one path (method and JSON body), in order. */
export async function writesTo(request: APIRequestContext, method: string, path: string): Promise<unknown[]> {
  return (await platformRequests(request))
    .filter((entry) => entry.method === method && entry.path === path)
    .map((entry) => entry.body)
}

/** The mock platform's whole in-memory state (to check what a change did there). */
export async function mockState<T = Record<string, unknown>>(request: APIRequestContext): Promise<T> {
  return (await (await request.get(`${MOCK_PLATFORM_URL}/__mock/state`)).json()) as T
}

/**
 * Signs in through the sign-in form, as a user would. The cookie-consent card is answered
 * beforehand (it sits over the page corner) unless a spec is about consent itself.
 */
export async function signIn(page: Page, { returnTo, hasAnsweredConsent = true }: { returnTo?: string; hasAnsweredConsent?: boolean } = {}) {
  if (hasAnsweredConsent) {
    await page.addInitScript(() => {
      if (!localStorage.getItem('supabase-consent')) {
        localStorage.setItem('supabase-consent', JSON.stringify({ status: 'accepted', services: {} }))
      }
    })
  }
  const query = returnTo === undefined ? '' : `?${new URLSearchParams({ returnTo }).toString()}`
  await page.goto(`/dashboard/sign-in${query}`)
  await page.getByLabel('Email').fill(MOCK_USER_EMAIL)
  await page.getByLabel('Password').fill(MOCK_USER_PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  // The session is stored once the form moves on; navigating earlier would race it.
  // (/dashboard/sign-in-mfa counts as moving on: the MFA challenge is the next step.)
  await page.waitForURL((url) => url.pathname !== '/dashboard/sign-in' && !url.pathname.startsWith('/dashboard/sign-in/'))
}
