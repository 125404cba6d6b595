import { expect, test } from '@playwright/test'

import { OTHER_ORG_SLUG, PRIMARY_ORG_SLUG, PRIMARY_PROJECT_REF } from '../../mock-platform/seed-ids'
import { platformRequests, signIn, useScenario } from './mock-platform'

test('an unknown organization slug toasts and goes home with the error in the URL', async ({ page, request }) => {
  await useScenario(request, 'default')
  await signIn(page)
  await expect(page).toHaveURL(/\/organizations$/)
  await page.goto('/dashboard/org/no-such-org')
  // The toast (the not-found page shows the same words while the guard leaves).
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText("We couldn't find that organization")).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/organizations\?error=org_not_found&org=no-such-org$/)
})

test('a project that does not exist toasts and goes home', async ({ page, request }) => {
  await useScenario(request, 'default')
  await signIn(page)
  await page.goto(`/dashboard/org/${PRIMARY_ORG_SLUG}`)
  await expect(page.getByRole('heading', { name: 'Acme Corp' })).toBeVisible()
  await page.goto('/dashboard/project/nosuchprojectref')
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('This project does not exist')).toBeVisible()
  // Home is the last visited organization.
  await expect(page).toHaveURL(new RegExp(`/dashboard/org/${PRIMARY_ORG_SLUG}$`))
})

test('the organization checks are skipped on /new/{slug} and /join', async ({ page, request }) => {
  await useScenario(request, 'default')
  await signIn(page)
  await page.goto('/dashboard/new/no-such-org')
  await page.waitForTimeout(1500)
  await expect(page).toHaveURL(/\/dashboard\/new\/no-such-org/)
  await page.goto('/dashboard/join?slug=no-such-org&token=abc')
  await page.waitForTimeout(1500)
  await expect(page).toHaveURL(/\/dashboard\/join/)
})

test('the last visited organization is home', async ({ page, request }) => {
  await useScenario(request, 'default')
  await signIn(page)
  await page.goto(`/dashboard/org/${OTHER_ORG_SLUG}`)
  await expect(page.getByRole('heading', { name: 'beta Labs' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('LAST_VISITED_ORGANIZATION'))).toBe(OTHER_ORG_SLUG)
  await page.goto('/dashboard')
  await expect(page).toHaveURL(new RegExp(`/dashboard/org/${OTHER_ORG_SLUG}$`))
})

test('an organization that requires MFA keeps an aal1 session on /org/{slug}', async ({ page, request }) => {
  await useScenario(request, 'mfa-required')
  await signIn(page)
  await page.goto(`/dashboard/project/${PRIMARY_PROJECT_REF}`)
  await expect(page).toHaveURL(new RegExp(`/dashboard/org/${PRIMARY_ORG_SLUG}$`))
  await page.goto(`/dashboard/org/${PRIMARY_ORG_SLUG}/billing`)
  await expect(page).toHaveURL(new RegExp(`/dashboard/org/${PRIMARY_ORG_SLUG}$`))
})

test('a missing profile is created on first sign-in', async ({ page, request }) => {
  await useScenario(request, 'profile-missing')
  await signIn(page)
  await expect(page.getByRole('list', { name: 'Organizations' })).toBeVisible()
  const requests = await platformRequests(request)
  expect(requests.filter((entry) => entry.method === 'POST' && entry.path === '/platform/profile')).toHaveLength(1)
})

test('a profile that already exists (409) is only logged, without the failure toast', async ({ page, request }) => {
  await useScenario(request, 'profile-exists')
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await signIn(page)
  await expect.poll(async () => (await platformRequests(request)).some((entry) => entry.method === 'POST' && entry.path === '/platform/profile')).toBe(true)
  await expect(page.getByText('Failed to create your profile. Please refresh to try again.')).toHaveCount(0)
  await expect.poll(() => errors.length).toBeGreaterThan(0)
})

test('a 401 on the profile signs the user out', async ({ page, request }) => {
  await useScenario(request, 'unauthorized')
  await signIn(page)
  await expect(page).toHaveURL(/\/dashboard\/sign-in/)
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
})

test('a cold load of /org/{slug} fetches each resource once', async ({ page, request }) => {
  await useScenario(request, 'default')
  await signIn(page)
  await expect(page.getByRole('list', { name: 'Organizations' })).toBeVisible()
  // Let the previous page finish its own requests before the log is cleared.
  await page.waitForLoadState('networkidle')
  await useScenario(request, 'default')
  await page.goto(`/dashboard/org/${PRIMARY_ORG_SLUG}`)
  await expect(page.getByRole('list', { name: 'Projects' })).toBeVisible()
  await page.waitForTimeout(1000)
  const requests = (await platformRequests(request)).filter(
    (entry) => entry.method === 'GET' && entry.path.startsWith('/platform/')
  )
  const counts = new Map<string, number>()
  for (const entry of requests) counts.set(`${entry.path}${entry.search}`, (counts.get(`${entry.path}${entry.search}`) ?? 0) + 1)
  const repeated = [...counts].filter(([, count]) => count > 1)
  expect(repeated).toEqual([])
  expect(counts.has('/platform/profile')).toBe(true)
  expect(counts.has('/platform/organizations')).toBe(true)
})
