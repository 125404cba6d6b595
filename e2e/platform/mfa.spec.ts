import { expect, test, type Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'

import { MOCK_USER_EMAIL, MOCK_USER_PASSWORD, PRIMARY_ORG_SLUG, PRIMARY_PROJECT_REF } from '../../mock-platform/seed-ids'
import { signIn, useScenario } from './mock-platform'

/** The current code of an authenticator app holding this secret (RFC 6238: SHA1, 6 digits, 30 s). */
function totpCode(secret: string): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate()
}

/** The assurance level in the stored session's access token, as the auth client sees it. */
async function sessionAal(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('supabase.dashboard.auth.token') ?? 'null') as { access_token?: string } | null
    const payload = stored?.access_token?.split('.')[1]
    if (!payload) return null
    return (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { aal?: string }).aal
  })
}

/** Enrols a TOTP factor on the security page and returns its secret. */
async function enrolTotp(page: Page, name: string): Promise<string> {
  await page.getByRole('button', { name: 'Add authenticator app' }).click()
  await page.getByLabel('Name').fill(name)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
  const secret = (await page.getByTestId('totp-secret').innerText()).trim()
  await page.getByLabel('Authentication code').fill('000000')
  await page.getByRole('button', { name: 'Verify and enable' }).click()
  await expect(page.getByText('That code is not correct', { exact: false })).toBeVisible()
  await page.getByLabel('Authentication code').fill(totpCode(secret))
  await page.getByRole('button', { name: 'Verify and enable' }).click()
  return secret
}

test('enrol TOTP, sign in again through the challenge to returnTo at aal2, then remove the factor', async ({ page, request }) => {
  await useScenario(request, 'default')
  await signIn(page)
  await page.goto('/dashboard/account/security')
  await expect(page.getByText('No authenticator apps yet.')).toBeVisible()
  const secret = await enrolTotp(page, 'Work phone')
  const factors = page.getByRole('list', { name: 'Authenticators' })
  await expect(factors.getByRole('listitem')).toHaveCount(1)
  await expect(factors).toContainText('Work phone')
  await expect(factors).toContainText('Verified')
  // Getting the code right lifted this session too.
  expect(await sessionAal(page)).toBe('aal2')

  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/dashboard\/sign-in$/)
  const returnTo = `/org/${PRIMARY_ORG_SLUG}/team`
  await page.goto(`/dashboard/sign-in?${new URLSearchParams({ returnTo }).toString()}`)
  await page.getByLabel('Email').fill(MOCK_USER_EMAIL)
  await page.getByLabel('Password').fill(MOCK_USER_PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/dashboard\/sign-in-mfa\?returnTo=/)
  expect(await sessionAal(page)).toBe('aal1')
  // A wrong code says so and keeps the page.
  await page.getByLabel('Authentication code').fill('000000')
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByText('That code is not correct', { exact: false })).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/sign-in-mfa/)
  await page.getByLabel('Authentication code').fill(totpCode(secret))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(new RegExp(`/dashboard${returnTo}$`))
  expect(await sessionAal(page)).toBe('aal2')

  await page.goto('/dashboard/account/security')
  await page.getByRole('button', { name: 'Remove Work phone' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click()
  await expect(page.getByText('No authenticator apps yet.')).toBeVisible()
})

test('a dashboard page opened at aal1 with a verified factor asks for the code first', async ({ page, request }) => {
  await useScenario(request, 'mfa-enrolled')
  await signIn(page, { returnTo: `/dashboard/project/${PRIMARY_PROJECT_REF}` })
  await expect(page).toHaveURL(/\/dashboard\/sign-in-mfa\?returnTo=/)
  await page.goto(`/dashboard/org/${PRIMARY_ORG_SLUG}`)
  await expect(page).toHaveURL(/\/dashboard\/sign-in-mfa\?returnTo=/)
})

test('an organization that requires MFA explains itself, offers enrolment and then lets the user through', async ({ page, request }) => {
  await useScenario(request, 'mfa-required')
  await signIn(page)
  await page.goto(`/dashboard/project/${PRIMARY_PROJECT_REF}`)
  await expect(page).toHaveURL(new RegExp(`/dashboard/org/${PRIMARY_ORG_SLUG}$`))
  await expect(page.getByText('This organization requires multi-factor authentication')).toBeVisible()
  await page.getByRole('link', { name: 'Set up MFA' }).click()
  await expect(page).toHaveURL(/\/dashboard\/account\/security\?returnTo=/)
  await enrolTotp(page, 'Authenticator app')
  await expect(page).toHaveURL(new RegExp(`/dashboard/project/${PRIMARY_PROJECT_REF}$`))
  expect(await sessionAal(page)).toBe('aal2')
})
