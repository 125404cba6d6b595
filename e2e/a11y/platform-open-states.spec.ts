import { expect, test } from '@playwright/test'

import { PRIMARY_ORG_SLUG, PRIMARY_PROJECT_REF } from '../../mock-platform/seed-ids'
import { signIn, useScenario } from '../platform/mock-platform'

import { expectAccessibleInBothThemes, settle } from './axe'
import { hasFocusWithin, tabTo } from './keyboard'

/**
 * axe on the platform's open states: the cookie consent card and privacy settings, the command menu
 * with organizations and projects, the feature-previews modal (platform-only previews included) and
 * the AI panel. Keyboard-only handling of the consent card as well.
 */

const PROJECT = `/dashboard/project/${PRIMARY_PROJECT_REF}`

test.beforeEach(async ({ request }) => {
  await useScenario(request, 'default')
})

test('privacy settings modal, opened and closed with the keyboard only', async ({ page }) => {
  await signIn(page, { returnTo: `/org/${PRIMARY_ORG_SLUG}`, hasAnsweredConsent: false })
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Corp' })).toBeVisible()
  const card = page.getByRole('dialog', { name: 'Cookie consent' })
  await expect(card).toBeVisible()
  await settle(page)
  await expectAccessibleInBothThemes(page)

  const settings = card.getByRole('button', { name: 'Privacy settings' })
  await tabTo(page, settings)
  await page.keyboard.press('Enter')
  const modal = page.getByRole('dialog', { name: 'Privacy Settings' })
  await expect(modal.getByRole('switch', { name: 'Analytics' })).toBeVisible()
  expect(await hasFocusWithin(modal)).toBe(true)
  await expectAccessibleInBothThemes(page)

  await page.keyboard.press('Escape')
  await expect(modal).toHaveCount(0)
  await expect(settings).toBeFocused()
})

test('command menu with organizations and projects', async ({ page }) => {
  await signIn(page, { returnTo: `/org/${PRIMARY_ORG_SLUG}` })
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Corp' })).toBeVisible()
  await settle(page)
  await page.keyboard.press('Control+K')
  const menu = page.getByRole('dialog', { name: 'Command menu' })
  await expect(menu.locator('[cmdk-group]#organizations')).toBeVisible()
  await expectAccessibleInBothThemes(page)
})

test('feature previews modal with the platform-only previews', async ({ page }) => {
  await signIn(page)
  await expect(page).toHaveURL(/\/dashboard\/organizations$/)
  await page.goto(`${PROJECT}?featurePreviewModal=supabase-ui-branching-2-0`)
  const modal = page.getByRole('dialog', { name: 'Dashboard feature previews' })
  await expect(modal.getByRole('button', { name: /^(Enable|Disable) feature$/ })).toBeVisible()
  await expectAccessibleInBothThemes(page)
})

test('AI assistant panel', async ({ page }) => {
  await signIn(page)
  await expect(page).toHaveURL(/\/dashboard\/organizations$/)
  await page.goto(`${PROJECT}?aiAssistantPanelOpen=true`)
  const panel = page.getByRole('complementary', { name: 'AI Assistant' })
  await expect(panel).toBeVisible()
  await expect(panel.locator('[aria-busy="true"]')).toHaveCount(0)
  await expectAccessibleInBothThemes(page)
})

test('billing change dialogs: a downgrade with its consequences, and the billing address form', async ({ page }) => {
  await signIn(page)
  await page.goto(`/dashboard/org/${PRIMARY_ORG_SLUG}/billing`)
  // Settled before the dialog opens: an open modal hides the page's heading from the accessibility tree.
  await settle(page)
  await page.getByRole('button', { name: 'Change plan to Free' }).click()
  const planDialog = page.getByRole('dialog', { name: 'Change to the Free plan' })
  await expect(planDialog.getByRole('list', { name: 'What the organization loses' })).toBeVisible()
  await expect(planDialog.getByText('Monthly total')).toBeVisible()
  await expectAccessibleInBothThemes(page)
  await page.keyboard.press('Escape')
  await expect(planDialog).toHaveCount(0)

  await page.getByRole('button', { name: 'Edit address' }).click()
  const addressDialog = page.getByRole('dialog', { name: 'Edit billing address' })
  await expect(addressDialog.getByLabel('Address line 1')).toHaveValue('1 Main Street')
  await expectAccessibleInBothThemes(page)
})
