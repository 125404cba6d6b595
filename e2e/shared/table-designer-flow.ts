import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { roundTripThroughDdlExport } from './ddl-round-trip'

/** Where the flow runs: the project's table editor, SQL straight to that project's database, and its pg-meta reads. */
export interface DesignerTarget {
  projectRef: string
  runSql: <Row = Record<string, unknown>>(query: string) => Promise<Row[]>
  getPgMeta: <T>(path: string) => Promise<T>
}

/** POSTs {query} to a pg-meta query endpoint and expects its rows. */
export async function postSql<Row>(request: APIRequestContext, url: string, query: string, headers?: Record<string, string>) {
  const response = await request.post(url, { data: { query }, headers })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as Row[]
}

/** GETs a pg-meta read and expects its body. */
export async function getJson<T>(request: APIRequestContext, url: string, headers?: Record<string, string>): Promise<T> {
  const response = await request.get(url, { headers })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as T
}

const SELF_HOSTED_PG_META = '/dashboard/api/platform/pg-meta/default'

/** The self-hosted pg-meta endpoints (no Origin header: a non-browser caller, which they accept). */
export function selfHostedTarget(request: APIRequestContext): DesignerTarget {
  return {
    projectRef: 'default',
    runSql: (query) => postSql(request, `${SELF_HOSTED_PG_META}/query`, query),
    getPgMeta: (path) => getJson(request, `${SELF_HOSTED_PG_META}${path}`),
  }
}

/**
 * Sonner pauses a toast while the pointer is over it, and toasts sit over the toolbar's top-right
 * buttons: wait until they are gone before the next click there.
 */
async function toastsGone(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
}

/** New table through the designer: the default id and created_at, then the given columns; opens the table. */
async function createTable(page: Page, projectRef: string, name: string, columns: { name: string; type: string; isUnique?: boolean }[], foreignKey?: { column: string; table: string }) {
  await page.goto(`/dashboard/project/${projectRef}/editor?schema=public`)
  await toastsGone(page)
  await page.getByRole('button', { name: 'New table' }).click()
  const panel = page.getByRole('dialog', { name: 'Create a new table' })
  await expect(panel.getByRole('checkbox', { name: /Enable Row Level Security/ })).toBeChecked()
  await panel.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  for (const [index, column] of columns.entries()) {
    await panel.getByRole('button', { name: 'Add column' }).click()
    await panel.getByRole('textbox', { name: `Name of column ${index + 3}` }).fill(column.name)
    await panel.getByRole('combobox', { name: `Type of ${column.name}` }).fill(column.type)
  }
  if (foreignKey) {
    await panel.getByRole('button', { name: `More settings of ${foreignKey.column}` }).click()
    await panel.getByRole('button', { name: `Add a foreign key from ${foreignKey.column}` }).click()
    const key = panel.getByRole('group', { name: `Foreign key of ${foreignKey.column}` })
    await key.getByRole('combobox', { name: 'Referenced table' }).selectOption(foreignKey.table)
    await key.getByRole('combobox', { name: 'Referenced column' }).selectOption('id')
  }
  await panel.getByRole('button', { name: 'Review SQL' }).click()
  await expect(panel.getByTestId('sql-preview')).toContainText(`create table "public"."${name}"`)
  await panel.getByRole('button', { name: 'Run SQL' }).click()
  await expect(page.getByRole('heading', { name: `public.${name}`, level: 1 })).toBeVisible()
  await expect(page.getByText('This table is empty')).toBeVisible()
}

async function columnAction(page: Page, column: string, action: 'Add column' | 'Edit column' | 'Drop column') {
  await toastsGone(page)
  await page.getByRole('button', { name: `Column actions of ${column}` }).click()
  await page.getByRole('menuitem', { name: action }).click()
}

/**
 * Schema design through the UI (self-hosted, or a hosted platform project): an enum made on the Database Types page; an owners table
 * and a pets table with the enum column and a foreign key to owners, made in the designer; a unique
 * index from the Indexes dialog. Rows go in through the grid's row editor, the owner picked with the
 * foreign key lookup; a violating insert shows Postgres's message at the field and keeps the form.
 * From the grid's header a column is added, its type changed (USING cast) and another column dropped;
 * then both tables round-trip through the DDL export into a fresh schema and read back the same.
 */
export async function designTableThroughTheUi(page: Page, target: DesignerTarget) {
  const { projectRef, runSql } = target
  const suffix = Date.now()
  const mood = `mood_${suffix}`
  const owners = `owners_${suffix}`
  const pets = `pets_${suffix}`

  await page.goto(`/dashboard/project/${projectRef}/database/types`)
  // The first catalogue read of a freshly started embedded database takes a while.
  await expect(page.getByRole('heading', { name: 'Enums', level: 2 })).toBeVisible({ timeout: 90_000 })
  await page.getByRole('button', { name: 'Create enum' }).click()
  const enumDialog = page.getByRole('dialog', { name: 'Create an enum' })
  await enumDialog.getByLabel('Type name').fill(mood)
  await enumDialog.getByLabel('Values').fill('sad\nhappy')
  await enumDialog.getByRole('button', { name: 'Create enum' }).click()
  await expect(enumDialog).toBeHidden({ timeout: 60_000 })

  await createTable(page, projectRef, owners, [{ name: 'name', type: 'text' }])
  for (const name of ['Ann', 'Bo']) {
    await toastsGone(page)
    await page.getByRole('button', { name: 'Insert row' }).click()
    const editor = page.getByRole('dialog', { name: /Insert row/ })
    await editor.getByLabel('name', { exact: true }).fill(name)
    await editor.getByRole('button', { name: 'Insert', exact: true }).click()
    await expect(editor).toBeHidden()
  }

  await createTable(page, projectRef, pets, [{ name: 'mood', type: `"public"."${mood}"` }, { name: 'name', type: 'text' }, { name: 'owner_id', type: 'int8' }], {
    column: 'owner_id',
    table: owners,
  })
  await toastsGone(page)
  await page.getByRole('button', { name: 'Indexes' }).click()
  const indexes = page.getByRole('dialog', { name: `Indexes of public.${pets}` })
  await indexes.getByRole('checkbox', { name: 'name', exact: true }).check()
  await indexes.getByRole('checkbox', { name: 'Unique' }).check()
  await expect(indexes.getByTestId('sql-preview')).toContainText(`create unique index on "public"."${pets}" using btree ("name")`)
  await indexes.getByRole('button', { name: 'Create index' }).click()
  await expect(indexes.getByRole('list', { name: 'Indexes' })).toContainText(`${pets}_name_idx`)
  await indexes.getByRole('button', { name: 'Cancel' }).click()

  // Rex's owner comes from the lookup: searched, picked, and shown as the row the value points at.
  await toastsGone(page)
  await page.getByRole('button', { name: 'Insert row' }).click()
  let editor = page.getByRole('dialog', { name: /Insert row/ })
  await editor.getByLabel('mood', { exact: true }).selectOption('happy')
  await editor.getByLabel('name', { exact: true }).fill('Rex')
  await editor.getByRole('button', { name: `Look up a row of public.${owners} for owner_id` }).click()
  await editor.getByRole('textbox', { name: `Search rows of public.${owners}` }).fill('bo')
  const lookup = editor.getByRole('list', { name: `Rows of public.${owners}` })
  await expect(lookup.getByRole('button')).toHaveCount(1)
  await lookup.getByRole('button', { name: /name: Bo$/ }).click()
  await expect(editor.getByLabel('owner_id', { exact: true })).toHaveValue('2')
  await expect(editor.getByText(/id: 2 · created_at: .* · name: Bo/)).toBeVisible()
  await editor.getByRole('button', { name: 'Insert', exact: true }).click()
  await expect(editor).toBeHidden()

  // A second Rex violates the unique index: Postgres's message at the name field, nothing lost.
  await toastsGone(page)
  await page.getByRole('button', { name: 'Insert row' }).click()
  editor = page.getByRole('dialog', { name: /Insert row/ })
  await editor.getByLabel('mood', { exact: true }).selectOption('sad')
  await editor.getByLabel('name', { exact: true }).fill('Rex')
  await editor.getByLabel('owner_id', { exact: true }).fill('1')
  await editor.getByRole('button', { name: 'Insert', exact: true }).click()
  const nameField = editor.getByLabel('name', { exact: true })
  await expect(nameField).toHaveAttribute('aria-invalid', 'true')
  await expect(nameField).toHaveAccessibleDescription(/duplicate key value violates unique constraint "pets_\d+_name_idx"/)
  await expect(nameField).toHaveValue('Rex')
  await expect(editor.getByLabel('owner_id', { exact: true })).toHaveValue('1')
  await expect(editor.getByText(/id: 1 · created_at: .* · name: Ann/)).toBeVisible()
  await editor.getByRole('button', { name: 'Close' }).click()
  const grid = page.getByRole('grid', { name: `Rows of public.${pets}` })
  await expect(grid.getByText('happy', { exact: true })).toBeVisible()
  await expect(grid.getByRole('columnheader', { name: /owner_id/ })).toContainText(`→ public.${owners}.id`)

  // From the grid's header: add weight (text), make it numeric, drop created_at.
  await columnAction(page, 'name', 'Add column')
  const add = page.getByRole('dialog', { name: `Add a column to public.${pets}` })
  await add.getByRole('textbox', { name: 'Column name' }).fill('weight')
  await expect(add.getByLabel('SQL to run')).toContainText(`alter table "public"."${pets}" add column "weight" text`)
  await add.getByRole('button', { name: 'Add column' }).click()
  await expect(add).toBeHidden()
  await columnAction(page, 'weight', 'Edit column')
  const edit = page.getByRole('dialog', { name: `Edit column weight of public.${pets}` })
  await edit.getByRole('combobox', { name: 'Type' }).fill('numeric')
  await expect(edit.getByLabel('SQL to run')).toContainText('set data type numeric using "weight"::numeric')
  await edit.getByRole('button', { name: 'Save column' }).click()
  await expect(edit).toBeHidden()
  await expect(grid.getByRole('columnheader', { name: /weight/ })).toContainText('numeric')
  await columnAction(page, 'created_at', 'Drop column')
  const drop = page.getByRole('dialog', { name: `Drop column created_at of public.${pets}` })
  await expect(drop.getByRole('checkbox', { name: /CASCADE/ })).toHaveAccessibleName(/Nothing outside the table depends on the column/)
  await expect(drop.getByLabel('SQL to run')).toContainText(`alter table "public"."${pets}" drop column "created_at"`)
  await drop.getByRole('button', { name: 'Drop column' }).click()
  await expect(drop).toBeHidden()
  await expect(grid.getByRole('columnheader', { name: /created_at/ })).toHaveCount(0)

  const columns = await runSql<{ column_name: string; data_type: string }>(
    `select column_name, data_type from information_schema.columns where table_schema = 'public' and table_name = '${pets}' order by ordinal_position`
  )
  expect(columns).toEqual([
    { column_name: 'id', data_type: 'bigint' },
    { column_name: 'mood', data_type: 'USER-DEFINED' },
    { column_name: 'name', data_type: 'text' },
    { column_name: 'owner_id', data_type: 'bigint' },
    { column_name: 'weight', data_type: 'numeric' },
  ])
  expect(await runSql(`select mood, name, owner_id::int as owner from public."${pets}"`)).toEqual([{ mood: 'happy', name: 'Rex', owner: 2 }])

  await roundTripThroughDdlExport(target, { tables: [owners, pets], types: [mood], schema: `copy_${suffix}` })
  await runSql(`drop table public."${pets}"; drop table public."${owners}"; drop type public."${mood}"`)
}
