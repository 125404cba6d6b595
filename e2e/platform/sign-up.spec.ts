import { expect, test, type APIRequestContext } from '@playwright/test'

import { MOCK_USER_EMAIL, MOCK_USER_PASSWORD, PRIMARY_ORG_SLUG } from '../../mock-platform/seed-ids'
import { MOCK_PLATFORM_URL, useScenario } from './mock-platform'

// Strong enough for the platform's zxcvbn check (score 4).
const STRONG_PASSWORD = 'Violet-Harbour-Tractor-71-Quill'

/** The emails the mock auth server sent, newest last (instead of a mailbox). */
async function sentEmails(request: APIRequestContext): Promise<{ to: string; type: string; link: string }[]> {
  const response = await request.get(`${MOCK_PLATFORM_URL}/__mock/state`)
  return (await response.json()).gotrue.emails
}

test.beforeEach(async ({ page, request }) => {
  await useScenario(request, 'default')
  await page.addInitScript(() => {
    localStorage.setItem('supabase-consent', JSON.stringify({ status: 'accepted', services: {} }))
  })
})

test('sign up: strength meter, confirmation email, unconfirmed sign-in, then the link signs in at returnTo', async ({ page, request }) => {
  const returnTo = `/org/${PRIMARY_ORG_SLUG}`
  await page.goto(`/dashboard/sign-in?${new URLSearchParams({ returnTo }).toString()}`)
  await page.getByRole('link', { name: 'Create an account' }).click()
  await expect(page).toHaveURL(/\/dashboard\/sign-up\?returnTo=/)
  await page.getByLabel('Email').fill('newcomer@example.com')
  await page.getByLabel('Password', { exact: true }).fill('password')
  await expect(page.getByText('This password is not acceptable.')).toBeVisible()
  await page.getByRole('button', { name: 'Sign Up' }).click()
  await expect(page.getByText('Choose a stronger password', { exact: false })).toBeVisible()
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD)
  await expect(page.getByText('This password is strong.')).toBeVisible()
  await page.getByRole('button', { name: 'Sign Up' }).click()
  await expect(page.getByText('Check your email to confirm your account')).toBeVisible()

  // Signing in before confirming says so and offers the email again.
  await page.getByRole('link', { name: 'Back to sign in' }).click()
  await page.getByLabel('Email').fill('newcomer@example.com')
  await page.getByLabel('Password').fill(STRONG_PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByText('Email not confirmed')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Resend confirmation email' })).toBeVisible()

  const [confirmation] = await sentEmails(request)
  expect(confirmation).toMatchObject({ to: 'newcomer@example.com', type: 'signup' })
  await page.goto(confirmation.link)
  // The auth client reads the session from the URL hash and clears it (an empty "#" may remain).
  await expect(page).toHaveURL(new RegExp(`/dashboard${returnTo}#?$`))
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
})

test('forgot and reset a password, then sign in with the new one', async ({ page, request }) => {
  const returnTo = `/org/${PRIMARY_ORG_SLUG}/team`
  await page.goto(`/dashboard/sign-in?${new URLSearchParams({ returnTo }).toString()}`)
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/dashboard\/forgot-password\?returnTo=/)
  // Typing before the page has hydrated can be lost under load: fill and send until it takes.
  await expect(async () => {
    await page.getByLabel('Email').fill('nobody@example.com')
    await page.getByRole('button', { name: 'Send reset email' }).click()
    // The same answer for an unknown address: nothing is revealed.
    await expect(page.getByText('If an account exists for nobody@example.com', { exact: false })).toBeVisible({ timeout: 3000 })
  }).toPass()
  expect(await sentEmails(request)).toEqual([])

  await page.goto(`/dashboard/forgot-password?${new URLSearchParams({ returnTo }).toString()}`)
  await expect(async () => {
    await page.getByLabel('Email').fill(MOCK_USER_EMAIL)
    await page.getByRole('button', { name: 'Send reset email' }).click()
    await expect(page.getByText(`If an account exists for ${MOCK_USER_EMAIL}`, { exact: false })).toBeVisible({ timeout: 3000 })
  }).toPass()
  const [recovery] = await sentEmails(request)
  expect(recovery.type).toBe('recovery')

  await page.goto(recovery.link)
  await expect(page).toHaveURL(/\/dashboard\/reset-password/)
  await page.getByLabel('New password').fill(STRONG_PASSWORD)
  await expect(page.getByText('This password is strong.')).toBeVisible()
  await page.getByRole('button', { name: 'Update password' }).click()
  await expect(page).toHaveURL(new RegExp(`/dashboard${returnTo}$`))

  // The old password no longer works; the new one does.
  await page.getByRole('button', { name: 'Sign out' }).click()
  await page.getByLabel('Email').fill(MOCK_USER_EMAIL)
  await page.getByLabel('Password').fill(MOCK_USER_PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Invalid login credentials' })).toBeVisible()
  await page.getByLabel('Password').fill(STRONG_PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/dashboard\/organizations$/)
})

test('a used reset link says so and offers a new email', async ({ page, request }) => {
  await page.goto('/dashboard/forgot-password')
  await expect(async () => {
    await page.getByLabel('Email').fill(MOCK_USER_EMAIL)
    await page.getByRole('button', { name: 'Send reset email' }).click()
    await expect(page.getByText('Check your email')).toBeVisible({ timeout: 3000 })
  }).toPass()
  const [recovery] = await sentEmails(request)
  await request.get(recovery.link, { maxRedirects: 0 })
  await page.goto(recovery.link)
  await expect(page.getByText('This reset link cannot be used')).toBeVisible()
  await expect(page.getByText('This link is invalid or has expired. Ask for a new email.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Send a new reset email' })).toBeVisible()
})
