import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

/** The self-hosted SQL endpoint (no Origin header: a non-browser caller, which it accepts). */
const QUERY_URL = '/dashboard/api/platform/pg-meta/default/query'

async function runSql<Row = Record<string, unknown>>(request: APIRequestContext, query: string, timeout = 30_000) {
  const response = await request.post(QUERY_URL, { data: { query }, timeout })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as Row[]
}

async function tableId(request: APIRequestContext, table: string): Promise<number> {
  const [row] = await runSql<{ id: number }>(request, `select '"public"."${table}"'::regclass::oid::int as id`)
  return row.id
}

/** A loaded row of the grid, by its position among the loaded rows (1-based). */
function gridRow(page: Page, position: number) {
  return page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: `Select row ${position}`, exact: true }) })
}

test.describe('table editor', () => {
  test('opens a 1,000,000-row table at once, jumps to its last page and pages back by keyset', async ({ page, request }) => {
    test.setTimeout(240_000)
    const table = `e2e_million_${Date.now()}`
    await runSql(
      request,
      `create table public.${table} (id bigint primary key, title text not null);
       insert into public.${table} select g, 'row ' || g from generate_series(1, 1000000) as g`,
      180_000
    )
    const id = await tableId(request, table)

    await page.goto(`/dashboard/project/default/editor/${id}`)
    const grid = page.getByRole('grid', { name: `Rows of public.${table}` })
    await expect(grid).toBeVisible()
    await expect(gridRow(page, 1).locator('[data-column="title"]')).toHaveText('row 1')
    await expect(page.getByText(/^Rows 1–100 of/)).toBeVisible()

    await page.getByRole('button', { name: 'Last page' }).click()
    // The last page reads top to bottom: its first row is the 100th from the end.
    await expect(page.getByText(/^Last 100 rows of/)).toBeVisible()
    await expect(gridRow(page, 1).locator('[data-column="title"]')).toHaveText('row 999901')
    await expect(page.getByRole('button', { name: 'Last page' })).toBeDisabled()
    await page.getByRole('button', { name: 'Previous page' }).click()
    await expect(page.getByText(/^Rows 101–200 from the end of/)).toBeVisible()
    await expect(gridRow(page, 1).locator('[data-column="title"]')).toHaveText('row 999801')

    await runSql(request, `drop table public.${table}`)
  })

  test('edits a cell inline and the database keeps it; "Set to NULL" stores NULL', async ({ page, request }) => {
    const table = `e2e_edit_${Date.now()}`
    await runSql(
      request,
      `create table public.${table} (id int primary key, title text);
       insert into public.${table} values (1, 'one'), (2, 'two'), (3, 'three')`
    )
    const id = await tableId(request, table)
    await page.goto(`/dashboard/project/default/editor/${id}`)

    const title = gridRow(page, 2).locator('[data-column="title"]')
    await expect(title).toHaveText('two')
    await title.dblclick()
    const input = page.getByRole('textbox', { name: 'Value of title' })
    await input.fill("it's edited")
    await input.press('Enter')
    await expect(page.getByRole('group', { name: 'Edit title' })).toBeHidden()
    await expect(title).toHaveText("it's edited")
    expect(await runSql(request, `select title from public.${table} where id = 2`)).toEqual([{ title: "it's edited" }])

    await title.dblclick()
    await page.getByRole('button', { name: 'Set to NULL' }).click()
    await expect(page.getByRole('group', { name: 'Edit title' })).toBeHidden()
    await expect(title).toHaveText('NULL')
    expect(await runSql(request, `select title, title is null as is_null from public.${table} where id = 2`)).toEqual([
      { title: null, is_null: true },
    ])

    // The last visited table is remembered for the project.
    const history = await page.evaluate(() => window.localStorage.getItem('supabase-dashboard-history'))
    expect(history).toContain(`"editor":"${id}"`)

    await runSql(request, `drop table public.${table}`)
  })
})
