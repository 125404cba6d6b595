import { expect, type Locator, type Page, test } from '@playwright/test'

import { postSql } from '../shared/table-designer-flow'

const PROJECT = '/dashboard/project/default'
const TABLE = 'guarded_e2e'

/** A SQL-bearing form: how to open it, its dialog, the name field typed into, and its SQL editor (if any). */
interface GuardedForm {
  name: string
  url: string
  open: (page: Page) => Promise<void>
  dialog: string
  nameField: (dialog: Locator) => Locator
  codeField?: string
}

const FORMS: GuardedForm[] = [
  {
    name: 'Create policy',
    url: `${PROJECT}/database/policies?schema=public`,
    open: (page) => page.getByRole('region', { name: `Table ${TABLE}` }).getByRole('button', { name: 'Create policy' }).click(),
    dialog: 'Create a policy',
    nameField: (dialog) => dialog.getByRole('textbox', { name: 'Policy name' }),
    codeField: 'USING expression',
  },
  {
    name: 'Create function',
    url: `${PROJECT}/database/functions?schema=public`,
    open: (page) => page.getByRole('button', { name: 'Create function' }).click(),
    dialog: 'Create a function',
    nameField: (dialog) => dialog.getByRole('textbox', { name: 'Function name' }),
    codeField: 'Function body',
  },
  {
    name: 'Create trigger',
    url: `${PROJECT}/database/triggers?schema=public`,
    open: (page) => page.getByRole('button', { name: 'Create trigger' }).click(),
    dialog: 'Create a trigger',
    nameField: (dialog) => dialog.getByRole('textbox', { name: 'Trigger name' }),
  },
  {
    name: 'New table',
    url: `${PROJECT}/editor?schema=public`,
    open: (page) => page.getByRole('button', { name: 'New table' }).click(),
    dialog: 'Create a new table',
    nameField: (dialog) => dialog.getByRole('textbox', { name: 'Name', exact: true }),
  },
]

test.beforeAll(async ({ request }) => {
  await postSql(request, `/dashboard/api/platform/pg-meta/default/query`, `create table if not exists public.${TABLE} (id int primary key, user_id uuid)`)
})

async function expectAsked(page: Page, dialog: Locator) {
  const prompt = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' })
  await expect(prompt).toBeVisible()
  await prompt.getByRole('button', { name: 'Keep editing' }).click()
  await expect(prompt).toBeHidden()
  await expect(dialog).toBeVisible()
}

for (const form of FORMS) {
  const escape = form.codeField ? "Escape closes the editor's autocomplete first, then asks" : 'Escape asks'
  test(`${form.name}: ${escape}; Cancel asks; a reload keeps the draft`, async ({ page }) => {
    // A reload with unsaved work asks the browser's own question (beforeunload): leave.
    page.on('dialog', (question) => void question.accept())
    const typed = `draft_${form.name.replace(/\W/g, '_').toLowerCase()}_${Date.now()}`
    await page.goto(form.url)
    await form.open(page)
    const dialog = page.getByRole('dialog', { name: form.dialog })
    await expect(dialog).toBeVisible()
    await form.nameField(dialog).fill(typed)

    if (form.codeField) {
      const editor = dialog.getByRole('textbox', { name: form.codeField })
      await editor.click()
      await page.keyboard.type('sel')
      const completions = page.locator('.cm-tooltip-autocomplete')
      await expect(completions).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(completions).toBeHidden()
      await expect(page.getByRole('alertdialog')).toHaveCount(0)
      await expect(dialog).toBeVisible()
    }

    await page.keyboard.press('Escape')
    await expectAsked(page, dialog)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expectAsked(page, dialog)

    await page.reload()
    await form.open(page)
    const reopened = page.getByRole('dialog', { name: form.dialog })
    await expect(form.nameField(reopened)).toHaveValue(typed)

    // Discarding forgets the draft: the next form starts empty.
    await reopened.getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('alertdialog', { name: 'Discard unsaved changes?' }).getByRole('button', { name: 'Discard changes' }).click()
    await expect(reopened).toBeHidden()
    await form.open(page)
    await expect(form.nameField(page.getByRole('dialog', { name: form.dialog }))).not.toHaveValue(typed)
  })
}

test('a 64-byte table name (32 × "é") is refused at its field before anything is sent', async ({ page }) => {
  // Catalogue reads go through the query endpoint too: what must not be sent is the CREATE TABLE.
  const sent: string[] = []
  page.on('request', (request) => {
    const body = request.postData() ?? ''
    if (request.url().includes('/pg-meta/') && /create\s+table/i.test(body)) sent.push(body)
  })
  await page.goto(`${PROJECT}/editor?schema=public`)
  await page.getByRole('button', { name: 'New table' }).click()
  const panel = page.getByRole('dialog', { name: 'Create a new table' })
  const name = panel.getByRole('textbox', { name: 'Name', exact: true })
  await name.fill('é'.repeat(32))
  await panel.getByRole('button', { name: 'Review SQL' }).click()
  await expect(name).toHaveAccessibleDescription(/^A table name can be at most 63 bytes; this one is 64/)
  await expect(panel.getByTestId('sql-preview')).toHaveCount(0)
  expect(sent).toEqual([])
})
