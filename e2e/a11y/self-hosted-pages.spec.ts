import { expect, test } from '@playwright/test'

import { LOCKED_URL } from '../security/locked-server'

import { expectAccessibleInBothThemes, settle } from './axe'
import { SELF_HOSTED_ROUTES, unscannedRoutes } from './routes'

/**
 * axe (WCAG 2 A + AA) on every self-hosted page, in the light and the dark theme: no serious or
 * critical violation.
 */

const TABLE_NAME = 'a11y_people'

test('every page route is scanned or explicitly skipped', () => {
  expect(unscannedRoutes(SELF_HOSTED_ROUTES, ['/project/[ref]/editor/[id]', '/sign-in'])).toEqual([])
})

for (const route of SELF_HOSTED_ROUTES) {
  test(`${route.pattern} (${route.url})`, async ({ page }) => {
    await page.goto(route.url)
    await settle(page)
    await expectAccessibleInBothThemes(page)
  })
}

test('/project/[ref]/editor/[id] with a table open', async ({ page, request }) => {
  const created = await request.post('/dashboard/api/platform/pg-meta/default/query', {
    data: {
      query: `create table if not exists public.${TABLE_NAME} (id int primary key, name text not null, joined date);
        insert into public.${TABLE_NAME} values (1, 'Ada', '2024-01-02'), (2, 'Grace', null) on conflict do nothing;`,
    },
  })
  expect(created.ok()).toBe(true)
  await page.goto('/dashboard/project/default/editor')
  await page.getByRole('link', { name: new RegExp(`^${TABLE_NAME}\\b`) }).click()
  await expect(page).toHaveURL(/\/editor\/\d+/)
  await expect(page.getByText('Grace', { exact: true })).toBeVisible()
  await settle(page)
  await expectAccessibleInBothThemes(page)
})

test('/sign-in of a locked dashboard', async ({ page }) => {
  await page.goto(`${LOCKED_URL}/dashboard/sign-in`)
  await expect(page.getByLabel('Username')).toBeVisible()
  await settle(page)
  await expectAccessibleInBothThemes(page)
})
