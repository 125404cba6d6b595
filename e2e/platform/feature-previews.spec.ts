import { expect, test, type Page } from '@playwright/test'

import { PRIMARY_ORG_SLUG, VERCEL_ORG_SLUG } from '../../mock-platform/seed-ids'
import { signIn, useScenario } from './mock-platform'

const previewNames = async (page: Page) => {
  const dialog = page.getByRole('dialog', { name: 'Dashboard feature previews' })
  await expect(dialog).toBeVisible()
  return dialog.getByRole('list', { name: 'Feature previews' }).getByRole('button').allInnerTexts()
}

test('with the remote flags off only the unconditional previews are listed', async ({ page, request }) => {
  await useScenario(request, 'default')
  await signIn(page, { returnTo: `/org/${PRIMARY_ORG_SLUG}` })
  await page.getByRole('button', { name: 'Feature previews' }).click()
  expect(await previewNames(page)).toEqual([
    'Directly edit database entities',
    'Project API documentation',
    'Column-level privileges',
  ])
})

test('each remote flag lists its preview; unified logs only for Team plans and above', async ({ page, request }) => {
  await useScenario(request, 'flags-on')
  await signIn(page, { returnTo: `/org/${PRIMARY_ORG_SLUG}` })
  // Acme is on Pro: no unified logs.
  await page.getByRole('button', { name: 'Feature previews' }).click()
  const proNames = await previewNames(page)
  expect(proNames).toEqual(expect.arrayContaining(['New Storage interface', 'Branching via dashboard', 'Disable Advisor rules']))
  expect(proNames).not.toContain('New Logs interface')

  // The Vercel-billed organization is on Team.
  await page.goto(`/dashboard/org/${VERCEL_ORG_SLUG}`)
  await page.getByRole('button', { name: 'Feature previews' }).click()
  expect(await previewNames(page)).toContain('New Logs interface')
})
