import { expect, test } from '@playwright/test'

import { signIn, useScenario } from '../platform/mock-platform'

import { expectAccessibleInBothThemes, settle } from './axe'
import { PLATFORM_ROUTES, SIGNED_OUT_PLATFORM_ROUTES, unscannedRoutes } from './routes'

/**
 * axe (WCAG 2 A + AA) on every platform page, signed in against the mock platform, in the light and
 * the dark theme: no serious or critical violation.
 */

test.beforeEach(async ({ request }) => {
  await useScenario(request, 'default')
})

test('every page route is scanned or explicitly skipped', () => {
  const signedOut = SIGNED_OUT_PLATFORM_ROUTES.map((route) => route.pattern)
  expect(unscannedRoutes(PLATFORM_ROUTES, ['/project/[ref]/editor/[id]', '/sign-in', '/sign-in-mfa', ...signedOut])).toEqual([])
})

test('/sign-in, signed out, with the cookie consent card', async ({ page }) => {
  await page.goto('/dashboard/sign-in')
  await expect(page.getByLabel('Email')).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Cookie consent' })).toBeVisible()
  await settle(page)
  await expectAccessibleInBothThemes(page)
})

for (const route of SIGNED_OUT_PLATFORM_ROUTES) {
  test(`${route.pattern}, signed out (${route.url})`, async ({ page }) => {
    await page.goto(route.url)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await settle(page)
    await expectAccessibleInBothThemes(page)
  })
}

test('/sign-in-mfa, at aal1 with a verified factor', async ({ page, request }) => {
  await useScenario(request, 'mfa-enrolled')
  await signIn(page)
  await expect(page).toHaveURL(/\/dashboard\/sign-in-mfa/)
  await expect(page.getByLabel('Authentication code')).toBeVisible()
  await settle(page)
  await expectAccessibleInBothThemes(page)
})

for (const route of PLATFORM_ROUTES) {
  test(`${route.pattern} (${route.url})`, async ({ page }) => {
    await signIn(page)
    await expect(page).toHaveURL(/\/dashboard\/organizations$/)
    await page.goto(route.url)
    await settle(page)
    await expectAccessibleInBothThemes(page)
  })
}

test('/project/[ref]/editor/[id] with a table open', async ({ page }) => {
  await signIn(page)
  await expect(page).toHaveURL(/\/dashboard\/organizations$/)
  await page.goto(PLATFORM_ROUTES.find((route) => route.pattern === '/project/[ref]/editor')?.url ?? '')
  await page.getByRole('list', { name: /^Tables in / }).getByRole('link').first().click()
  await expect(page).toHaveURL(/\/editor\/\d+/)
  await settle(page)
  await expectAccessibleInBothThemes(page)
})
