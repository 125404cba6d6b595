import { expect, test, type Locator } from '@playwright/test'

import { runSql, uniqueName } from './sql'

// Its own schema: the PostgreSQL server's database is shared with other specs.
const SCHEMA = uniqueName('e2e_viz')
const TABLE_COUNT = 200
const GROUP = 10
const name = (index: number) => `t${String(index).padStart(3, '0')}`

test.beforeAll(async ({ request }) => {
  // Twenty groups of ten: every table references the first of its group, and one column is unique.
  const tables = Array.from({ length: TABLE_COUNT }, (_, index) => {
    const head = Math.floor(index / GROUP) * GROUP
    const reference = index === head ? 'int' : `int not null references ${SCHEMA}.${name(head)} (id)`
    return `create table ${SCHEMA}.${name(index)} (id int primary key, code text unique, head_id ${reference}, note text);`
  })
  await runSql(request, [`create schema ${SCHEMA};`, ...tables].join('\n'))
})

test.afterAll(async ({ request }) => {
  await runSql(request, `drop schema if exists ${SCHEMA} cascade`)
})

async function zoomLevel(page: import('@playwright/test').Page): Promise<number> {
  return Number((await page.getByRole('status', { name: 'Zoom level' }).textContent())?.replace('%', ''))
}

async function center(locator: Locator) {
  const box = await locator.boundingBox()
  if (!box) throw new Error('not laid out')
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

test('draws a 200-table schema with its foreign keys, zooms and pans, and opens a table in the editor', async ({ page, request }) => {
  test.setTimeout(120_000)
  await page.goto(`/dashboard/project/default/database/schemas?schema=${SCHEMA}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Schema visualizer' })).toBeVisible()
  await expect(page.getByLabel('Schema', { exact: true })).toHaveValue(SCHEMA)
  await expect(page.getByText(`${TABLE_COUNT} tables, ${TABLE_COUNT - TABLE_COUNT / GROUP} foreign keys`)).toBeVisible({ timeout: 30_000 })

  // Fitted to the view: every table is on screen, far out (names only), with every key drawn.
  const canvas = page.getByRole('region', { name: `Diagram of schema ${SCHEMA}` })
  await expect(canvas.locator('[data-table-box]')).toHaveCount(TABLE_COUNT)
  await expect(canvas.locator('[data-foreign-key]')).toHaveCount(TABLE_COUNT - TABLE_COUNT / GROUP)
  const fitted = await zoomLevel(page)
  expect(fitted).toBeLessThan(45)
  await expect(canvas.getByRole('region', { name: `Table ${name(10)}` })).toContainText('4 columns')

  await page.getByRole('button', { name: 'Zoom in' }).click()
  expect(await zoomLevel(page)).toBeGreaterThan(fitted)
  await page.getByRole('button', { name: 'Fit to view' }).click()
  expect(await zoomLevel(page)).toBe(fitted)

  // Wheel over a table zooms about the pointer: the table stays under it until its rows show.
  const target = canvas.getByRole('region', { name: `Table ${name(10)}` })
  const start = await center(target)
  await page.mouse.move(start.x, start.y)
  for (let step = 0; step < 16 && (await zoomLevel(page)) < 100; step++) await page.mouse.wheel(0, -100)
  expect(await zoomLevel(page)).toBeGreaterThanOrEqual(100)
  const zoomed = await center(target)
  expect(Math.abs(zoomed.x - start.x)).toBeLessThan(150)
  expect(Math.abs(zoomed.y - start.y)).toBeLessThan(150)
  await expect(target.getByRole('listitem', { name: 'id, int4, primary key, not null' })).toBeVisible()
  await expect(target.getByRole('listitem', { name: 'code, text, unique, nullable' })).toBeVisible()
  // Zoomed in, the boxes far from the view are not rendered.
  expect(await canvas.locator('[data-table-box]').count()).toBeLessThan(TABLE_COUNT)

  // Drag to pan; the press that ends a drag does not open the table under it.
  await page.mouse.move(zoomed.x, zoomed.y)
  await page.mouse.down()
  await page.mouse.move(zoomed.x + 60, zoomed.y + 40, { steps: 5 })
  await page.mouse.up()
  const panned = await center(target)
  expect(Math.round(panned.x - zoomed.x)).toBe(60)
  expect(Math.round(panned.y - zoomed.y)).toBe(40)
  await expect(page).toHaveURL(/\/database\/schemas/)

  // The keyboard pans and zooms too.
  await canvas.focus()
  await page.keyboard.press('ArrowLeft')
  expect(Math.round((await center(target)).x - panned.x)).toBe(60)
  const beforeKey = await zoomLevel(page)
  await page.keyboard.press('-')
  expect(await zoomLevel(page)).toBeLessThan(beforeKey)
  await page.keyboard.press('+')

  const [{ id }] = await runSql<{ id: number }>(request, `select '${SCHEMA}.${name(10)}'::regclass::oid::int as id`)
  await target.getByRole('link', { name: name(10) }).click()
  await expect(page).toHaveURL(new RegExp(`/dashboard/project/default/editor/${id}\\?schema=${SCHEMA}$`))
  await expect(page.getByText(`${SCHEMA}.${name(10)}`, { exact: true })).toBeVisible()
  await expect(page.getByText('This table is empty')).toBeVisible()
})
