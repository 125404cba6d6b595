import { expect, test, type Page } from '@playwright/test'

import { settle } from './axe'
import { NARROW_VIEWPORT } from './narrow'

/** The shell's layout: the sticky top bar, the collapsible sidebar, editors that fill the viewport, the drawer. */

const SETTINGS_URL = '/dashboard/project/default/settings/general'

function topBar(page: Page) {
  return page.getByRole('banner')
}

test('the top bar stays in view while a long page scrolls, and so does the sidebar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 })
  await page.goto(SETTINGS_URL)
  await settle(page)
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
  await expect.poll(async () => (await topBar(page).boundingBox())?.y).toBe(0)
  await expect(topBar(page).getByRole('link', { name: 'Dashboard' })).toBeInViewport()
  // The sidebar scrolls inside itself, just below the bar.
  await expect(page.getByRole('navigation', { name: 'Project' }).getByRole('button', { name: 'Project sidebar' })).toBeInViewport()
})

test('a project page is as tall as its content, not as the sidebar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/dashboard/project/default/database/types')
  await settle(page)
  const main = page.getByRole('main')
  const { pageHeight, contentHeight } = await main.evaluate((element) => ({
    pageHeight: document.documentElement.scrollHeight,
    contentHeight: element.getBoundingClientRect().height + element.getBoundingClientRect().top,
  }))
  expect(pageHeight).toBeLessThanOrEqual(Math.max(800, Math.ceil(contentHeight)))
})

test('the SQL editor fills the viewport with no page scrollbar around it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/dashboard/project/default/sql/new')
  await expect(page.getByRole('button', { name: /^Run/ })).toBeVisible()
  const { scrollHeight, clientHeight } = await page.evaluate(() => ({
    scrollHeight: document.documentElement.scrollHeight,
    clientHeight: document.documentElement.clientHeight,
  }))
  expect(scrollHeight).toBeLessThanOrEqual(clientHeight)
  await expect(page.getByRole('region', { name: 'Results' })).toBeInViewport()
})

test('the collapsed sidebar and folded sections are remembered across a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(SETTINGS_URL)
  await settle(page)
  const sidebar = page.getByRole('navigation', { name: 'Project' })
  const authentication = sidebar.getByRole('button', { name: 'Authentication' })
  await expect(authentication).toHaveAttribute('aria-expanded', 'true')
  await authentication.click()
  await expect(authentication).toHaveAttribute('aria-expanded', 'false')
  await expect(sidebar.getByRole('link', { name: 'Users' })).toBeHidden()

  const toggle = sidebar.getByRole('button', { name: 'Project sidebar' })
  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(sidebar.getByRole('link', { name: 'General' })).toBeHidden()

  await page.reload()
  await settle(page)
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(sidebar.getByRole('link', { name: 'General' })).toBeHidden()
  await toggle.click()
  await expect(sidebar.getByRole('link', { name: 'General' })).toBeVisible()
  await expect(authentication).toHaveAttribute('aria-expanded', 'false')
  await expect(sidebar.getByRole('link', { name: 'Users' })).toBeHidden()
  await authentication.click()
  await expect(sidebar.getByRole('link', { name: 'Users' })).toBeVisible()
})

test('at 390 px the sidebar is a drawer: opened by the menu button, closed by Escape or a click outside', async ({ page }) => {
  await page.setViewportSize(NARROW_VIEWPORT)
  await page.goto(SETTINGS_URL)
  await settle(page)
  const sidebar = page.getByRole('navigation', { name: 'Project' })
  const menu = page.getByRole('button', { name: 'Navigation menu' })
  await expect(sidebar).toBeHidden()
  await expect(menu).toHaveAttribute('aria-expanded', 'false')

  await menu.focus()
  await page.keyboard.press('Enter')
  await expect(sidebar).toBeVisible()
  await expect(menu).toHaveAttribute('aria-expanded', 'true')
  // Focus goes into the drawer, on the current page's link.
  await expect(sidebar.getByRole('link', { name: 'General' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(sidebar).toBeHidden()
  await expect(menu).toBeFocused()

  await menu.click()
  await expect(sidebar).toBeVisible()
  await page.mouse.click(NARROW_VIEWPORT.width - 20, NARROW_VIEWPORT.height / 2)
  await expect(sidebar).toBeHidden()
  await expect(menu).toBeFocused()

  await menu.click()
  await sidebar.getByRole('link', { name: 'Types' }).click()
  await expect(page).toHaveURL(/\/database\/types$/)
  await expect(sidebar).toBeHidden()
})
