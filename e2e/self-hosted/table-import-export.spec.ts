import { readFile } from 'node:fs/promises'

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

/** The self-hosted SQL endpoint (no Origin header: a non-browser caller, which it accepts). */
const QUERY_URL = '/dashboard/api/platform/pg-meta/default/query'

async function runSql<Row = Record<string, unknown>>(request: APIRequestContext, query: string) {
  const response = await request.post(QUERY_URL, { data: { query }, timeout: 60_000 })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as Row[]
}

async function createTable(request: APIRequestContext, prefix: string, rows = 0): Promise<{ table: string; id: number }> {
  const table = `${prefix}_${Date.now()}`
  await runSql(
    request,
    `create table public.${table} (id int primary key, name text not null, score numeric, seen date);
     insert into public.${table} select g, 'name ' || g, g % 10, date '2024-01-01' + g from generate_series(1, ${rows}) g`
  )
  const [row] = await runSql<{ id: number }>(request, `select '"public"."${table}"'::regclass::oid::int as id`)
  return { table, id: row.id }
}

/** 10,000 rows; line 5,001 (the 5,000th row) has a score that is not a number. */
function csvWithBadRow(): string {
  const lines = ['id,name,score,seen']
  for (let id = 1; id <= 10_000; id++) lines.push(`${id},"name, ${id}",${id === 5000 ? 'lots' : id % 7},2024-02-01`)
  return `${lines.join('\r\n')}\r\n`
}

async function chooseCsv(page: Page, text: string) {
  await page.getByLabel('CSV file').setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(text) })
  await expect(page.getByRole('combobox', { name: 'Table column for score' })).toHaveValue('score')
}

test.describe('table editor import and export', () => {
  test('imports a 10,000-row CSV with a bad row: rejected whole by default, all but that row with "skip bad rows"', async ({ page, request }) => {
    test.setTimeout(180_000)
    const { table, id } = await createTable(request, 'e2e_import')
    await page.goto(`/dashboard/project/default/editor/${id}`)
    await page.getByRole('button', { name: 'Import CSV' }).click()
    const dialog = page.getByRole('dialog', { name: `Import CSV into public.${table}` })
    await chooseCsv(page, csvWithBadRow())

    await dialog.getByRole('button', { name: 'Import', exact: true }).click()
    await expect(dialog.getByText('Nothing was imported: 1 row failed the checks')).toBeVisible({ timeout: 90_000 })
    await expect(dialog.getByRole('list', { name: 'Rows that failed' })).toHaveText('Line 5001: score: "lots" is not a number')
    expect(await runSql<{ n: number }>(request, `select count(*)::int as n from public.${table}`)).toEqual([{ n: 0 }])

    await dialog.getByLabel('Skip bad rows (import the others and list the skipped ones)').check()
    await dialog.getByRole('button', { name: 'Import', exact: true }).click()
    await expect(dialog.getByText('Imported 9,999 rows')).toBeVisible({ timeout: 90_000 })
    await expect(dialog.getByRole('list', { name: 'Rows that failed' })).toHaveText('Line 5001: score: "lots" is not a number')
    const [stats] = await runSql<{ n: number; missing: boolean; name: string }>(
      request,
      `select count(*)::int as n, bool_and(id <> 5000) as missing, min(name) filter (where id = 1) as name from public.${table}`
    )
    expect(stats).toEqual({ n: 9999, missing: true, name: 'name, 1' })
    await dialog.getByRole('button', { name: 'Done' }).click()
    await expect(page.getByText(/^Rows 1–100 of/)).toBeVisible()

    await runSql(request, `drop table public.${table}`)
  })

  test('exports the filtered, sorted table as CSV and JSON, the same rows as the database', async ({ page, request }) => {
    const { table, id } = await createTable(request, 'e2e_export', 3000)
    await page.goto(`/dashboard/project/default/editor/${id}?sort=name:desc&filter=score:eq:3`)
    await expect(page.getByRole('grid', { name: `Rows of public.${table}` })).toBeVisible()

    const expected = await runSql<{ id: number; name: string; score: string; seen: string }>(
      request,
      `select id, name, score, to_char(seen, 'YYYY-MM-DD') as seen from public.${table} where score = 3 order by name desc, id`
    )
    expect(expected).toHaveLength(300)

    const csvDownload = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const csv = await csvDownload
    expect(csv.suggestedFilename()).toMatch(new RegExp(`^public\\.${table}-.*\\.csv$`))
    const lines = (await readFile(await csv.path(), 'utf8')).split('\r\n')
    expect(lines[0]).toBe('id,name,score,seen')
    expect(lines.slice(1, -1)).toEqual(expected.map((row) => `${row.id},${row.name},${row.score},${row.seen}`))

    const jsonDownload = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export JSON' }).click()
    const json = JSON.parse(await readFile(await (await jsonDownload).path(), 'utf8')) as { id: number }[]
    expect(json.map((row) => row.id)).toEqual(expected.map((row) => row.id))

    await runSql(request, `drop table public.${table}`)
  })

  test('page controls: rows per page, next, previous, last, by keyboard', async ({ page, request }) => {
    const { table, id } = await createTable(request, 'e2e_pages', 1234)
    await page.goto(`/dashboard/project/default/editor/${id}`)
    await expect(page.getByText(/^Rows 1–100 of/)).toBeVisible()
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('500')
    await expect(page.getByText(/^Rows 1–500 of/)).toBeVisible()

    await page.getByRole('button', { name: 'Next page' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText(/^Rows 501–1,000 of/)).toBeVisible()
    await page.getByRole('button', { name: 'Last page' }).click()
    await expect(page.getByText(/^Rows 735–1,234 of/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled()
    await page.getByRole('button', { name: 'Previous page' }).click()
    await expect(page.getByText(/^Rows 235–734 of/)).toBeVisible()

    // Remembered for the next visit.
    await page.reload()
    await expect(page.getByText(/^Rows 1–500 of/)).toBeVisible()
    await runSql(request, `drop table public.${table}`)
  })
})
