import { expect, test } from '@playwright/test'

import { settle } from './axe'
import { expectNoHorizontalScroll, NARROW_VIEWPORT } from './narrow'
import { SELF_HOSTED_ROUTES } from './routes'

/** Every self-hosted page at 390×844: usable without scrolling sideways; wide grids scroll inside themselves. */

test.use({ viewport: NARROW_VIEWPORT })

for (const route of SELF_HOSTED_ROUTES) {
  test(`${route.pattern} fits 390 px (${route.url})`, async ({ page }) => {
    await page.goto(route.url)
    await settle(page)
    await expectNoHorizontalScroll(page)
  })
}

test('the table editor at 390 px: the grid scrolls inside itself', async ({ page, request }) => {
  const created = await request.post('/dashboard/api/platform/pg-meta/default/query', {
    data: {
      query: `create table if not exists public.narrow_wide_rows (id int primary key, first_name text, last_name text,
          email text, city text, country text, joined date, notes text);
        insert into public.narrow_wide_rows values (1, 'Ada', 'Lovelace', 'ada@example.com', 'London', 'United Kingdom',
          '2024-01-02', 'a note long enough to be wider than a phone held upright') on conflict do nothing;`,
    },
  })
  expect(created.ok()).toBe(true)
  await page.goto('/dashboard/project/default/editor')
  await page.getByRole('link', { name: /^narrow_wide_rows\b/ }).click()
  await expect(page).toHaveURL(/\/editor\/\d+/)
  await expect(page.getByText('Lovelace', { exact: true })).toBeVisible()
  await expectNoHorizontalScroll(page)
})
