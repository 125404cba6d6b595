import { expect, test, type Page } from '@playwright/test'

import { expectAccessibleInBothThemes, settle } from './axe'

/**
 * axe on the states a page scan never sees: the command menu, the feature-previews modal, the AI
 * panel with a streamed answer and its query result, the SQL editor with highlighted SQL and its
 * delete confirmation, and the extension dialog. Light and dark theme each.
 */

const PROJECT = '/dashboard/project/default'

/** Puts SQL into the (lazily loaded) CodeMirror editor as one input, like a paste. */
async function writeSql(page: Page, sql: string) {
  const editor = page.getByRole('textbox', { name: 'SQL editor' })
  await expect(editor).toBeVisible()
  await editor.click()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.insertText(sql)
  await expect(editor).toContainText(sql.split('\n')[0])
}

test('command menu', async ({ page }) => {
  await page.goto(PROJECT)
  await settle(page)
  await page.keyboard.press('Control+K')
  await expect(page.getByRole('dialog', { name: 'Command menu' })).toBeVisible()
  await expectAccessibleInBothThemes(page)
})

test('command menu theme sub-page', async ({ page }) => {
  await page.goto(PROJECT)
  await settle(page)
  await page.keyboard.press('Control+K')
  const menu = page.getByRole('dialog', { name: 'Command menu' })
  // The menu is loaded on first use: type once its search box has focus.
  await expect(menu.getByRole('combobox')).toBeFocused()
  await page.keyboard.type('Change theme')
  await page.keyboard.press('Enter')
  await expect(menu.getByRole('option', { name: 'Classic dark' })).toBeVisible()
  await expectAccessibleInBothThemes(page)
})

test('feature previews modal', async ({ page }) => {
  await page.goto(`${PROJECT}?featurePreviewModal=supabase-ui-cls`)
  const modal = page.getByRole('dialog', { name: 'Dashboard feature previews' })
  await expect(modal).toBeVisible()
  await expect(modal.getByRole('button', { name: /^(Enable|Disable) feature$/ })).toBeVisible()
  await expectAccessibleInBothThemes(page)
})

test('AI assistant panel with a streamed answer and its query result', async ({ page }) => {
  await page.goto(`${PROJECT}?aiAssistantPanelOpen=true`)
  const panel = page.getByRole('complementary', { name: 'AI Assistant' })
  await expect(panel).toBeVisible()
  await expectAccessibleInBothThemes(page)

  await page.emulateMedia({ colorScheme: 'light' })
  const message = panel.getByRole('textbox', { name: 'Message' })
  await message.fill('What is the answer?')
  await message.press('Enter')
  const messages = panel.getByRole('list', { name: 'Messages' })
  await messages.getByRole('button', { name: 'Run' }).click()
  await expect(messages.getByRole('table', { name: 'Query results' }).getByRole('cell', { name: '42', exact: true })).toBeVisible()
  await expectAccessibleInBothThemes(page)
})

test('SQL editor with highlighted SQL, results, and the delete-snippet confirmation', async ({ page }) => {
  await page.goto(`${PROJECT}/sql/new`)
  await writeSql(page, "-- a11y check\nselect 42 as answer, 'text' as label, true as flag, null::int as nothing from pg_catalog.pg_class limit 3")
  await expect(page).toHaveURL(/\/sql\/[0-9a-f-]{36}$/)
  await page.keyboard.press('ControlOrMeta+Enter')
  await expect(page.getByRole('grid', { name: 'Query results' }).getByRole('columnheader', { name: 'answer' })).toBeVisible()
  await expectAccessibleInBothThemes(page)

  await page.emulateMedia({ colorScheme: 'light' })
  const snippets = page.getByRole('navigation', { name: 'SQL snippets' })
  const current = snippets.getByRole('listitem').filter({ has: page.locator('a[aria-current="page"]') })
  await current.getByRole('button', { name: /^Delete / }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete snippet' })
  await expect(dialog).toBeVisible()
  await expectAccessibleInBothThemes(page)
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(dialog).toHaveCount(0)
})

test('extension dialog', async ({ page }) => {
  await page.goto(`${PROJECT}/database/extensions`)
  await settle(page)
  await page.getByRole('searchbox', { name: 'Search for an extension' }).fill('pg_trgm')
  await page.getByRole('switch', { name: 'pg_trgm', exact: true }).click()
  // Enable or Disable, whichever the shared database's state calls for; this check only looks.
  const dialog = page.getByRole('dialog', { name: /^(Enable|Disable) pg_trgm$/ })
  await expect(dialog).toBeVisible()
  await expectAccessibleInBothThemes(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
})
