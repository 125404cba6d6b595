import { expect, test } from '@playwright/test'

import { SEEDED_BRANCH_DIFF } from '../../mock-platform/branches-state'
import { BRANCH_PROJECT_REF, PRIMARY_PROJECT_REF } from '../../mock-platform/seed-ids'
import { platformRequests, signIn, useScenario, writesTo } from './mock-platform'

test('branches: create one and watch it come up, merge one with its diff shown first, delete one', async ({ page, request }) => {
  test.setTimeout(90_000)
  await useScenario(request, 'default')
  await signIn(page, { returnTo: `/project/${PRIMARY_PROJECT_REF}/branches` })
  await expect(page.getByRole('heading', { level: 1, name: 'Branches' })).toBeVisible()
  const table = page.getByRole('table', { name: 'Branches' })
  await expect(table.getByRole('row', { name: /main Production main Functions deployed/ })).toBeVisible()
  // The default branch cannot be merged or deleted.
  await expect(table.getByRole('button', { name: 'Delete main' })).toHaveCount(0)

  await page.getByRole('button', { name: 'Create branch' }).click()
  await page.getByLabel('Branch name').fill('e2e-preview')
  await page.getByLabel('Git branch (optional)').fill('feature/e2e')
  await page.getByRole('dialog').getByRole('button', { name: 'Create branch' }).click()
  const created = table.getByRole('row', { name: /e2e-preview/ })
  await expect(created).toContainText('feature/e2e')
  await expect(created).toContainText(/Creating project|Running migrations|Migrations passed/)
  // Polled while it settles, until its functions are deployed.
  await expect(created).toContainText('Functions deployed', { timeout: 30_000 })
  await expect(created).toContainText('Project ready')

  await table.getByRole('button', { name: 'Merge feature-login' }).click()
  const mergeDialog = page.getByRole('dialog')
  await expect(mergeDialog.getByLabel('Schema changes')).toHaveText(SEEDED_BRANCH_DIFF.trim())
  await mergeDialog.getByRole('button', { name: 'Merge branch' }).click()
  await expect(mergeDialog).toBeHidden()
  // Merged: production now matches, so the diff is empty.
  await table.getByRole('button', { name: 'Merge feature-login' }).click()
  await expect(page.getByText('No schema changes: production already matches this branch.')).toBeVisible()
  await page.getByRole('button', { name: 'Cancel' }).click()

  await table.getByRole('button', { name: 'Delete e2e-preview' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete branch' }).click()
  await expect(table.getByRole('row', { name: /e2e-preview/ })).toHaveCount(0)
})

test('the project switcher lists the production project’s branches and switches to the same page of another', async ({ page, request }) => {
  await useScenario(request, 'default')
  await signIn(page, { returnTo: `/project/${PRIMARY_PROJECT_REF}/settings/general` })
  const header = page.getByRole('banner')
  await header.getByRole('button', { name: 'Branch: main. Switch branch' }).click()
  await header.getByRole('list', { name: 'Branches' }).getByRole('link', { name: 'feature-login' }).click()
  await expect(page).toHaveURL(new RegExp(`/dashboard/project/${BRANCH_PROJECT_REF}/settings/general$`))

  // On the branch, the list is still the production project's (parentRef), with this branch current.
  await header.getByRole('button', { name: 'Branch: feature-login. Switch branch' }).click()
  const list = header.getByRole('list', { name: 'Branches' })
  await expect(list.getByRole('link', { name: 'feature-login' })).toHaveAttribute('aria-current', 'page')
  await expect(list.getByRole('link', { name: /main/ })).toBeVisible()
  const asked = (await platformRequests(request)).filter((entry) => entry.path.endsWith('/branches')).map((entry) => entry.path)
  expect(new Set(asked)).toEqual(new Set([`/v1/projects/${PRIMARY_PROJECT_REF}/branches`]))
})

test('pushes a preview branch, which re-runs its migrations', async ({ page, request }) => {
  await useScenario(request, 'default')
  await signIn(page, { returnTo: `/project/${PRIMARY_PROJECT_REF}/branches` })
  const table = page.getByRole('table', { name: 'Branches' })
  const feature = table.getByRole('row', { name: /feature-login/ })
  await expect(feature).toContainText('Functions deployed')
  await expect(table.getByRole('button', { name: 'Push main' })).toHaveCount(0)
  await table.getByRole('button', { name: 'Push feature-login' }).click()
  await expect(page.getByText('Pushing branch feature-login')).toBeVisible()
  expect(await writesTo(request, 'POST', '/v1/branches/branch-feature-login/push')).toHaveLength(1)
  await expect(feature).toContainText(/Running migrations|Migrations passed/)
  await expect(feature).toContainText('Functions deployed', { timeout: 30_000 })
})
