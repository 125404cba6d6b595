import { readFile } from 'node:fs/promises'

import { expect, type Page, test } from '@playwright/test'

const NEW_QUERY_URL = '/dashboard/project/default/sql/new'
const SNIPPET_URL = /\/dashboard\/project\/default\/sql\/[0-9a-f-]{36}$/

/** Puts SQL into the (lazily loaded) CodeMirror editor as one input, like a paste. */
async function writeSql(page: Page, sql: string) {
  const editor = page.getByRole('textbox', { name: 'SQL editor' })
  await expect(editor).toBeVisible()
  await editor.click()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.insertText(sql)
  await expect(editor).toContainText(sql.split('\n')[0])
}

test.describe('SQL editor (self-hosted)', () => {
  test('runs a query with the keyboard and shows its result', async ({ page }) => {
    await page.goto(NEW_QUERY_URL)
    await writeSql(page, 'select 40 + 2 as answer')
    await page.keyboard.press('ControlOrMeta+Enter')

    const grid = page.getByRole('grid', { name: 'Query results' })
    await expect(grid.getByRole('columnheader', { name: 'answer' })).toBeVisible()
    await expect(grid.getByRole('gridcell', { name: '42', exact: true })).toBeVisible()
    await expect(page.getByText('Results: 1 row', { exact: true })).toBeVisible()
  })

  test('marks a SQL error in the editor and keeps the page working', async ({ page }) => {
    await page.goto(NEW_QUERY_URL)
    await writeSql(page, 'select 1;\nselect * from missing_table_e2e')
    await page.getByRole('button', { name: 'Run' }).click()

    await expect(page.getByRole('alert').filter({ hasText: 'relation "missing_table_e2e" does not exist' })).toBeVisible()
    await expect(page.getByText('At line 2, column 15')).toBeVisible()
    // CodeMirror marks the word Postgres pointed at (the mark may span several highlighted pieces).
    await expect.poll(async () => (await page.locator('.cm-lintRange-error').allTextContents()).join('')).toBe('missing_table_e2e')

    await writeSql(page, 'select 7 * 6 as fixed')
    await page.keyboard.press('ControlOrMeta+Enter')
    await expect(page.getByRole('grid', { name: 'Query results' }).getByRole('gridcell', { name: '42', exact: true })).toBeVisible()
  })

  test('exports 200,000 rows as a complete CSV download', async ({ page }) => {
    test.setTimeout(180_000)
    await page.goto(NEW_QUERY_URL)
    await writeSql(page, 'select g as id, md5(g::text) as hash from generate_series(1, 200000) as g order by g')

    const downloading = page.waitForEvent('download', { timeout: 120_000 })
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^query-results-.*\.csv$/)
    const path = await download.path()
    expect(await download.failure()).toBeNull()

    const lines = (await readFile(path, 'utf8')).split('\r\n')
    expect(lines[0]).toBe('id,hash')
    expect(lines[1]).toBe('1,c4ca4238a0b923820dcc509a6f75849b')
    expect(lines.at(-1)).toBe('')
    expect(lines).toHaveLength(200_002)
    expect(lines[200_000]).toMatch(/^200000,[0-9a-f]{32}$/)
    // The page is still the editor: the download did not navigate away.
    await expect(page).toHaveURL(/\/sql\//)
  })

  test('exports the rows an INSERT … RETURNING returned, once, and the toast keeps clear of Run', async ({ page }) => {
    const table = `export_e2e_${Date.now()}`
    await page.goto(NEW_QUERY_URL)
    await writeSql(page, `create table ${table} (id int primary key, note text)`)
    await page.getByRole('button', { name: 'Run' }).click()
    await expect(page.getByText('Results: 0 rows', { exact: true })).toBeVisible()

    await writeSql(page, `insert into ${table} values (1, 'one'), (2, 'two') returning *`)
    await page.getByRole('button', { name: 'Run' }).click()
    await expect(page.getByText('Results: 2 rows', { exact: true })).toBeVisible()

    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const download = await downloading
    expect(await readFile(await download.path(), 'utf8')).toBe('id,note\r\n1,one\r\n2,two\r\n')
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Exported the 2 rows shown' })
    await expect(toast).toBeVisible()
    // The toast sits clear of the Run button (SPEC: top-right; the SQL route starts it below the toolbar).
    await expect
      .poll(async () => {
        const [toastBox, runBox] = await Promise.all([toast.boundingBox(), page.getByRole('button', { name: 'Run' }).boundingBox()])
        if (!toastBox || !runBox) return 'not laid out'
        const overlaps =
          toastBox.x < runBox.x + runBox.width &&
          runBox.x < toastBox.x + toastBox.width &&
          toastBox.y < runBox.y + runBox.height &&
          runBox.y < toastBox.y + toastBox.height
        return overlaps ? 'overlaps' : 'clear'
      })
      .toBe('clear')

    // The insert ran once: exporting did not run it again.
    await writeSql(page, `select count(*)::int as n from ${table}`)
    await page.getByRole('button', { name: 'Run' }).click()
    await expect(page.getByRole('grid', { name: 'Query results' }).getByRole('gridcell', { name: '2', exact: true })).toBeVisible()
  })

  test('exports the last of two statements as shown', async ({ page }) => {
    await page.goto(NEW_QUERY_URL)
    await writeSql(page, "select 1 as first;\nselect g as n, 'row ' || g as label from generate_series(1, 3) as g")
    await page.getByRole('button', { name: 'Run' }).click()
    await expect(page.getByRole('tab', { name: 'Statement 2' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByText('Results: 3 rows', { exact: true })).toBeVisible()

    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const download = await downloading
    expect(await readFile(await download.path(), 'utf8')).toBe('n,label\r\n1,row 1\r\n2,row 2\r\n3,row 3\r\n')
  })

  test('saves a new snippet, gives it an id, and keeps it across a reload', async ({ page }) => {
    await page.goto(NEW_QUERY_URL)
    const sql = "select 'kept after reload' as label"
    await writeSql(page, sql)

    await expect(page).toHaveURL(SNIPPET_URL)
    await expect(page.getByTestId('snippet-save-status')).toHaveText('Saved')
    const snippetUrl = page.url()

    await page.reload()
    await expect(page).toHaveURL(snippetUrl)
    await expect(page.getByRole('textbox', { name: 'SQL editor' })).toContainText(sql)
    const list = page.getByRole('navigation', { name: 'SQL snippets' })
    await expect(list.locator('a[aria-current="page"]')).toHaveText('Untitled query')

    await page.getByRole('textbox', { name: 'SQL editor' }).click()
    await page.keyboard.press('ControlOrMeta+Enter')
    await expect(page.getByRole('grid', { name: 'Query results' }).getByRole('gridcell', { name: 'kept after reload' })).toBeVisible()
  })
})
