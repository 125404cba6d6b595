import { expect, test, type Locator } from '@playwright/test'

import { settle } from './axe'
import { hasFocusWithin, tabTo } from './keyboard'

/**
 * Keyboard only: no click anywhere. Controls are reached with Tab, dialogs and panels open with
 * Enter or their shortcut and close with Escape, and focus goes back where it came from.
 */

const PROJECT = '/dashboard/project/default'

const selectedOption = (menu: Locator) => menu.locator('[cmdk-item][aria-selected="true"]')

test('the command menu opens with Ctrl+K, moves with the arrows and runs a command with Enter', async ({ page }) => {
  await page.goto(PROJECT)
  await settle(page)
  await page.keyboard.press('Control+K')
  const menu = page.getByRole('dialog', { name: 'Command menu' })
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('combobox')).toBeFocused()

  const first = await selectedOption(menu).innerText()
  await page.keyboard.press('ArrowDown')
  await expect(selectedOption(menu)).not.toHaveText(first)
  await page.keyboard.press('ArrowUp')
  await expect(selectedOption(menu)).toHaveText(first)

  await page.keyboard.type('Go to Observe: Logs')
  await expect(selectedOption(menu)).toHaveText('Observe: Logs')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/project\/default\/logs$/)
  await expect(menu).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: 'Logs' })).toBeVisible()
})

test('Escape closes the command menu and focus returns to where it was', async ({ page }) => {
  await page.goto(PROJECT)
  await settle(page)
  const search = page.getByRole('button', { name: /^Search/ })
  await tabTo(page, search)
  await page.keyboard.press('Enter')
  const menu = page.getByRole('dialog', { name: 'Command menu' })
  await expect(menu).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu).toHaveCount(0)
  await expect(search).toBeFocused()
})

test('the feature-previews modal opens with Enter, keeps focus inside, and Escape returns focus', async ({ page }) => {
  await page.goto(PROJECT)
  await settle(page)
  const trigger = page.getByRole('button', { name: 'Feature previews' })
  await tabTo(page, trigger)
  await page.keyboard.press('Enter')
  const modal = page.getByRole('dialog', { name: 'Dashboard feature previews' })
  await expect(modal).toBeVisible()
  await expect(page).toHaveURL(/featurePreviewModal=/)

  // Focus is trapped: however often Tab is pressed, it stays in the modal.
  for (let presses = 0; presses < 12; presses += 1) {
    await page.keyboard.press('Tab')
    expect(await hasFocusWithin(modal)).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(modal).toHaveCount(0)
  await expect(page).not.toHaveURL(/featurePreviewModal=/)
  await expect(trigger).toBeFocused()
})

test('the AI assistant panel opens with Enter on its button, takes focus, and Escape gives it back', async ({ page }) => {
  await page.goto(PROJECT)
  await settle(page)
  const toggle = page.getByRole('button', { name: 'AI Assistant', exact: true })
  await expect(toggle).toBeEnabled()
  await tabTo(page, toggle)
  await page.keyboard.press('Enter')
  const panel = page.getByRole('complementary', { name: 'AI Assistant' })
  await expect(panel).toBeVisible()
  await expect(panel.getByRole('textbox', { name: 'Message' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(panel).toHaveCount(0)
  await expect(toggle).toBeFocused()
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
})

test('snippet dialogs work from the keyboard: rename with Enter, delete confirmation with Escape and Enter', async ({ page }) => {
  const snippetName = `a11y keyboard ${Date.now()}`
  await page.goto(`${PROJECT}/sql/new`)
  const editor = page.getByRole('textbox', { name: 'SQL editor' })
  await tabTo(page, editor)
  await page.keyboard.insertText('select 1 as one')
  await expect(page).toHaveURL(/\/sql\/[0-9a-f-]{36}$/)
  // Tab indents inside the editor; the way out is Escape, then Tab, and the editor says so.
  await expect(editor).toHaveAccessibleDescription('Tab indents. To leave the editor with the keyboard, press Escape, then Tab.')
  await page.keyboard.press('Escape')

  const snippets = page.getByRole('navigation', { name: 'SQL snippets' })
  const current = snippets.getByRole('listitem').filter({ has: page.locator('a[aria-current="page"]') })
  const rename = current.getByRole('button', { name: /^Rename / })
  await tabTo(page, rename)
  await page.keyboard.press('Enter')
  const renameDialog = page.getByRole('dialog', { name: 'Rename snippet' })
  await expect(renameDialog).toBeVisible()
  const name = renameDialog.getByRole('textbox', { name: 'Name' })
  await tabTo(page, name)
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(snippetName)
  await page.keyboard.press('Enter')
  await expect(renameDialog).toHaveCount(0)
  await expect(current.getByRole('link')).toHaveText(snippetName)

  const remove = current.getByRole('button', { name: `Delete ${snippetName}` })
  await tabTo(page, remove)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Delete snippet' })
  await expect(dialog).toBeVisible()
  expect(await hasFocusWithin(dialog)).toBe(true)
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(remove).toBeFocused()

  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await tabTo(page, dialog.getByRole('button', { name: 'Delete', exact: true }))
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveCount(0)
  await expect(snippets.getByText(snippetName)).toHaveCount(0)
})
