import { expect, test } from '@playwright/test'

import { signIn, useScenario } from '../platform/mock-platform'

import { settle } from './axe'
import { expectNoHorizontalScroll, NARROW_VIEWPORT } from './narrow'
import { PLATFORM_ROUTES } from './routes'

/** Every platform page at 390×844, signed in against the mock platform: usable without scrolling sideways. */

test.use({ viewport: NARROW_VIEWPORT })

test.beforeEach(async ({ request }) => {
  await useScenario(request, 'default')
})

for (const route of PLATFORM_ROUTES) {
  test(`${route.pattern} fits 390 px (${route.url})`, async ({ page }) => {
    await signIn(page)
    await expect(page).toHaveURL(/\/dashboard\/organizations$/)
    await expectNoHorizontalScroll(page)
    await page.goto(route.url)
    await settle(page)
    await expectNoHorizontalScroll(page)
  })
}

test('the project sidebar is a drawer the top bar opens', async ({ page }) => {
  await signIn(page)
  await expect(page).toHaveURL(/\/dashboard\/organizations$/)
  await page.goto(PLATFORM_ROUTES.find((route) => route.pattern === '/project/[ref]/settings/general')?.url ?? '')
  await settle(page)
  const sidebar = page.getByRole('navigation', { name: 'Project' })
  await expect(sidebar).toBeHidden()
  await page.getByRole('button', { name: 'Navigation menu' }).click()
  await expect(sidebar).toBeVisible()
  await sidebar.getByRole('link', { name: 'Policies' }).click()
  await expect(page).toHaveURL(/\/database\/policies$/)
  await expect(sidebar).toBeHidden()
  await expectNoHorizontalScroll(page)
})
