import { expect, test } from '@playwright/test'

import { PRIMARY_ORG_SLUG } from '../../mock-platform/seed-ids'
import { PLATFORM_URL } from '../ports'
import { signIn, useScenario } from './mock-platform'

test.beforeEach(async ({ request }) => useScenario(request, 'default'))

test('signing in lands on /organizations, sorted by name', async ({ page }) => {
  await signIn(page)
  await expect(page).toHaveURL(/\/dashboard\/organizations$/)
  const names = page.getByRole('list', { name: 'Organizations' }).getByRole('link')
  await expect(names).toHaveCount(4)
  const texts = await names.allInnerTexts()
  const sorted = [...texts].sort((a, b) => a.localeCompare(b))
  expect(texts).toEqual(sorted)
})

test('wrong credentials show the auth error as a toast and stay on the page', async ({ page }) => {
  await page.goto('/dashboard/sign-in')
  await page.getByLabel('Email').fill('test@example.com')
  await page.getByLabel('Password').fill('wrong-password')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.locator('[data-sonner-toast]')).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/sign-in/)
})

test('returnTo brings the user back to an in-app page', async ({ page }) => {
  await signIn(page, { returnTo: `/dashboard/org/${PRIMARY_ORG_SLUG}` })
  await expect(page).toHaveURL(new RegExp(`/dashboard/org/${PRIMARY_ORG_SLUG}$`))
})

for (const payload of ['//evil.example', 'https://evil.example', '/\\evil.example', '%2F%2Fevil.example', '/%2F%2Fevil.example']) {
  test(`returnTo ${payload} falls back to /organizations`, async ({ page }) => {
    await signIn(page, { returnTo: payload })
    await expect(page).toHaveURL(`${PLATFORM_URL}/dashboard/organizations`)
  })
}

test('a signed-out visit to a page returns there after signing in', async ({ page }) => {
  await page.goto(`/dashboard/org/${PRIMARY_ORG_SLUG}`)
  await expect(page).toHaveURL(/\/dashboard\/sign-in\?returnTo=/)
  await page.getByLabel('Email').fill('test@example.com')
  await page.getByLabel('Password').fill('password123')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(new RegExp(`/dashboard/org/${PRIMARY_ORG_SLUG}$`))
})

test('signing out clears the session, the AI assistant data and the cache', async ({ page }) => {
  await signIn(page)
  await expect(page).toHaveURL(/\/organizations$/)
  await page.evaluate(async () => {
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('ai-assistant-db')
      open.onupgradeneeded = () => open.result.createObjectStore('assistantState')
      open.onsuccess = () => {
        const tx = open.result.transaction('assistantState', 'readwrite')
        tx.objectStore('assistantState').put({ projectRef: 'x' }, 'x')
        tx.oncomplete = () => {
          open.result.close()
          resolve()
        }
        tx.onerror = () => reject(tx.error)
      }
    })
  })
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/dashboard\/sign-in/)
  const authKeys = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('auth')))
  expect(authKeys).toEqual([])
  const storedChats = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('ai-assistant-db')
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('assistantState')) return resolve(0)
          const count = db.transaction('assistantState').objectStore('assistantState').count()
          count.onsuccess = () => resolve(count.result)
        }
      })
  )
  expect(storedChats).toBe(0)
  // Signed out: a dashboard page sends the visitor back to sign in.
  await page.goto('/dashboard/organizations')
  await expect(page).toHaveURL(/\/dashboard\/sign-in/)
})
