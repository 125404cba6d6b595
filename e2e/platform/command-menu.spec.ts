import { expect, test } from '@playwright/test'

import { PRIMARY_ORG_SLUG } from '../../mock-platform/seed-ids'
import { signIn, useScenario } from './mock-platform'

test('Ctrl+K opens the command menu, not with Shift or Alt, and navigation closes it', async ({ page, request }) => {
  await useScenario(request, 'default')
  await signIn(page)
  await expect(page.getByRole('list', { name: 'Organizations' })).toBeVisible()
  const menu = page.getByRole('dialog', { name: 'Command menu' })

  await page.keyboard.press('Control+Shift+K')
  await expect(menu).toHaveCount(0)
  await page.keyboard.press('Control+Alt+K')
  await expect(menu).toHaveCount(0)

  await page.keyboard.press('Control+K')
  await expect(menu).toBeVisible()
  await expect(menu.locator('[cmdk-group]#organizations')).toBeVisible()
  await page.keyboard.type('Acme Corp')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/dashboard/org/${PRIMARY_ORG_SLUG}$`))
  await expect(menu).toHaveCount(0)
})

test('the shortcut can be turned off as a preference', async ({ page, request }) => {
  await useScenario(request, 'default')
  await signIn(page)
  await expect(page.getByRole('list', { name: 'Organizations' })).toBeVisible()
  await page.getByRole('button', { name: /Search/ }).click()
  const menu = page.getByRole('dialog', { name: 'Command menu' })
  await menu.getByText('Turn off the Ctrl/Cmd+K shortcut').click()
  await expect(menu).toHaveCount(0)
  await page.keyboard.press('Control+K')
  await expect(menu).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('list', { name: 'Organizations' })).toBeVisible()
  await page.keyboard.press('Control+K')
  await expect(menu).toHaveCount(0)
})
