import { expect, test, type Page } from '@playwright/test'

const TITLE = 'Sorry! An unexpected error occurred.'

/**
 * Makes the project page crash while React updates it, as a browser extension that rewrites the DOM
 * would: swapping the loading line for the project fails. (A malformed API answer no longer crashes a
 * page: the client refuses it and the section says what failed.)
 */
async function crashProjectHome(page: Page) {
  await page.addInitScript(() => {
    const removeChild = Node.prototype.removeChild
    Node.prototype.removeChild = function <T extends Node>(this: Node, child: T): T {
      if (child.textContent === 'Loading project…') throw new Error('An extension broke the page')
      return removeChild.call(this, child) as T
    }
  })
  await page.goto('/dashboard/project/default')
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible()
}

test('an unexpected render error shows the global error screen with its recommendations', async ({ page }) => {
  await crashProjectHome(page)
  await expect(page.getByLabel('Error message')).not.toBeEmpty()
  await expect(page.getByRole('button', { name: 'Copy error' })).toBeVisible()
  for (const recommendation of [
    'Refresh the page',
    'Sign out and sign back in',
    'Clear browser storage',
    'Disable extensions',
    'Contact support if the problem persists',
  ]) {
    await expect(page.getByText(recommendation, { exact: true })).toBeVisible()
  }
  await expect(page.getByRole('button', { name: 'Return to dashboard' })).toBeVisible()
})

test('Contact support opens the prefilled support form', async ({ page }) => {
  await crashProjectHome(page)
  await page.getByRole('link', { name: 'Contact support' }).click()
  await expect(page).toHaveURL(/\/dashboard\/support\/new\?category=dashboard_bug&/)
  const url = new URL(page.url())
  // Self-hosted runs without SENTRY_DSN: there is no report id to attach.
  expect(url.searchParams.has('sid')).toBe(false)
  await expect(page.getByLabel('Category')).toHaveValue('dashboard_bug')
  await expect(page.getByLabel('Subject')).toHaveValue('Client side exception occurred on dashboard')
  await expect(page.getByLabel('Message')).toHaveValue(/^Path name: \/project\/default\n\n/)
})

test('Clear browser storage empties local and session storage and reloads', async ({ page }) => {
  await crashProjectHome(page)
  await page.evaluate(() => {
    localStorage.setItem('e2e-marker', 'local')
    sessionStorage.setItem('e2e-marker', 'session')
  })
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Clear storage' }).click()])
  expect(await page.evaluate(() => [localStorage.getItem('e2e-marker'), sessionStorage.getItem('e2e-marker')])).toEqual([
    null,
    null,
  ])
})

test('a DOM changed behind React’s back shows the translation-tool variant', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await crashProjectHome(page)
  // Do what a translation tool does: wrap a node React owns in a <font> element. When React then
  // swaps the copy icon for the check icon, removeChild fails.
  await page.getByRole('button', { name: 'Copy error' }).evaluate((button) => {
    const icon = button.querySelector('svg')
    if (!icon) throw new Error('the copy button has no icon')
    const font = document.createElement('font')
    icon.replaceWith(font)
    font.appendChild(icon)
  })
  await page.getByRole('button', { name: 'Copy error' }).click()

  await expect(page.getByText('A browser translation tool or extension may have caused this error')).toBeVisible()
  await expect(page.getByLabel('Error message')).toContainText('removeChild')
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'More information' })).toHaveAttribute(
    'href',
    'https://github.com/facebook/react/issues/11538'
  )
  await expect(page.getByRole('link', { name: 'Still stuck?' })).toHaveAttribute('href', /\/dashboard\/support\/new\?category=dashboard_bug/)
})
