import { expect, test } from '@playwright/test'

import { PRIMARY_PROJECT_REF } from '../../mock-platform/seed-ids'

import { signIn, useScenario } from './mock-platform'

const BASE = `/project/${PRIMARY_PROJECT_REF}`

test.beforeEach(async ({ request }) => {
  await useScenario(request, 'default')
})

test('the schema visualizer draws the project tables and opens one in the table editor', async ({ page }) => {
  await signIn(page, { returnTo: BASE })
  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Schema visualizer' }).click()
  await expect(page).toHaveURL(new RegExp(`${BASE}/database/schemas$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Schema visualizer' })).toBeVisible()
  // The mock platform starts its in-memory Postgres on the first database request: seconds under load.
  await expect(page.getByText('2 tables, 1 foreign key')).toBeVisible({ timeout: 60_000 })

  const canvas = page.getByRole('region', { name: 'Diagram of schema public' })
  await expect(canvas.locator('[data-foreign-key="todos_user_id_fkey"]')).toHaveCount(1)
  const todos = canvas.getByRole('region', { name: 'Table todos' })
  await expect(todos.getByRole('listitem', { name: 'user_id, uuid, references public.profiles.id, not null' })).toBeVisible()
  // The key to auth.users leaves the schema: it is named on the column rather than drawn.
  const profiles = canvas.getByRole('region', { name: 'Table profiles' })
  await expect(profiles.getByRole('listitem', { name: 'id, uuid, primary key, references auth.users.id, not null' })).toBeVisible()

  await page.getByLabel('Schema', { exact: true }).selectOption('auth')
  await expect(page.getByText('4 tables, 3 foreign keys')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Table users' })).toBeVisible()
  await page.getByLabel('Schema', { exact: true }).selectOption('public')

  await todos.getByRole('link', { name: 'todos' }).click()
  await expect(page).toHaveURL(new RegExp(`${BASE}/editor/\\d+\\?schema=public$`))
  await expect(page.getByRole('grid', { name: 'Rows of public.todos' })).toBeVisible()
})
