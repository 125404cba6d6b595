import { expect, type APIRequestContext, type Page } from '@playwright/test'

/** Where the flow runs: the project's table editor, and SQL straight to that project's database. */
export interface DesignerTarget {
  projectRef: string
  runSql: <Row = Record<string, unknown>>(query: string) => Promise<Row[]>
}

/** POSTs {query} to a pg-meta query endpoint and expects its rows. */
export async function postSql<Row>(request: APIRequestContext, url: string, query: string, headers?: Record<string, string>) {
  const response = await request.post(url, { data: { query }, headers })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as Row[]
}

/** The self-hosted SQL endpoint (no Origin header: a non-browser caller, which it accepts). */
export function selfHostedTarget(request: APIRequestContext): DesignerTarget {
  return {
    projectRef: 'default',
    runSql: (query) => postSql(request, '/dashboard/api/platform/pg-meta/default/query', query),
  }
}

/**
 * Schema design through the UI (self-hosted, or the hosted platform's project): a table with an enum column (the enum made with SQL,
 * then picked in the type picker) and a unique key; rows inserted through the grid's row editor; a
 * violating insert shows Postgres's message and keeps the form; then a type change and a dropped
 * column through Edit table.
 */
export async function designTableThroughTheUi(page: Page, { projectRef, runSql }: DesignerTarget) {
  const suffix = Date.now()
  const mood = `Mood ${suffix}`
  const table = `Pets "${suffix}"`
  await runSql(`create type public."${mood}" as enum ('sad', 'happy')`)

  await page.goto(`/dashboard/project/${projectRef}/editor?schema=public`)
  await page.getByRole('button', { name: 'New table' }).click()
  const panel = page.getByRole('dialog', { name: 'Create a new table' })
  await expect(panel.getByRole('checkbox', { name: /Enable Row Level Security/ })).toBeChecked()
  await panel.getByRole('textbox', { name: 'Name', exact: true }).fill(table)
  await panel.getByRole('button', { name: 'Add column' }).click()
  await panel.getByRole('textbox', { name: 'Name of column 3' }).fill('mood')
  await panel.getByRole('combobox', { name: 'Type of mood' }).fill(`"public"."${mood}"`)
  await panel.getByRole('button', { name: 'Add column' }).click()
  await panel.getByRole('textbox', { name: 'Name of column 4' }).fill('name')
  await panel.getByRole('combobox', { name: 'Type of name' }).fill('text')
  await panel.getByRole('checkbox', { name: 'name is unique' }).check()
  await panel.getByRole('button', { name: 'Review SQL' }).click()
  await expect(panel.getByTestId('sql-preview')).toContainText(`create table "public"."Pets ""${suffix}"""`)
  await panel.getByRole('button', { name: 'Run SQL' }).click()

  // The new table opens in the table editor, empty.
  await expect(page.getByRole('heading', { name: `public.${table}`, level: 1 })).toBeVisible()
  await expect(page.getByText('This table is empty')).toBeVisible()

  for (const [name, feeling] of [['Rex', 'happy'], ['Rex', 'sad']] as const) {
    await page.getByRole('button', { name: 'Insert row' }).click()
    const editor = page.getByRole('dialog', { name: /Insert row/ })
    await editor.getByLabel('mood', { exact: true }).selectOption(feeling)
    await editor.getByLabel('name', { exact: true }).fill(name)
    await editor.getByRole('button', { name: 'Insert', exact: true }).click()
    if (feeling === 'happy') await expect(editor).toBeHidden()
  }
  // The second Rex violates the unique key: Postgres's message, nothing lost.
  const editor = page.getByRole('dialog', { name: /Insert row/ })
  await expect(editor.getByText(/duplicate key value violates unique constraint/)).toBeVisible()
  await expect(editor.getByLabel('name', { exact: true })).toHaveValue('Rex')
  await editor.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('grid', { name: `Rows of public.${table}` }).getByText('happy', { exact: true })).toBeVisible()

  // Edit table: the enum column becomes text, created_at goes (once the insert's toast has gone).
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  await page.getByRole('button', { name: 'Edit table' }).click()
  const edit = page.getByRole('dialog', { name: /Edit table/ })
  await edit.getByRole('combobox', { name: 'Type of mood' }).fill('text')
  await edit.getByRole('button', { name: 'Remove created_at' }).click()
  await edit.getByRole('button', { name: 'Review SQL' }).click()
  await expect(edit.getByTestId('sql-preview')).toContainText('set data type text using "mood"::text')
  await expect(edit.getByTestId('sql-preview')).toContainText('drop column "created_at"')
  await edit.getByRole('button', { name: 'Run SQL' }).click()
  await expect(edit).toBeHidden()

  const columns = await runSql<{ column_name: string; data_type: string }>(
    `select column_name, data_type from information_schema.columns where table_schema = 'public' and table_name = 'Pets "${suffix}"' order by ordinal_position`
  )
  expect(columns).toEqual([
    { column_name: 'id', data_type: 'bigint' },
    { column_name: 'mood', data_type: 'text' },
    { column_name: 'name', data_type: 'text' },
  ])
  expect(await runSql(`select mood, name from public."Pets ""${suffix}"""`)).toEqual([{ mood: 'happy', name: 'Rex' }])
  await runSql(`drop table public."Pets ""${suffix}"""; drop type public."${mood}"`)
}
