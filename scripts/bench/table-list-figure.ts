/**
 * The table editor's list of a schema with 1,000 tables: how long the page takes to show the list
 * (navigation to its first entry, which announces the list's 1,000 entries; the list renders only the
 * entries in view) against the bare catalogue query behind it (pg_class for the schema, straight to the
 * server). The ratio is what the dashboard adds: the query endpoint, the client, React. The last table
 * must be reachable too: End on the first entry scrolls to it, timed from the same navigation.
 */
import pg from 'pg'

import { launchChromium } from './browser-figures'
import { log } from './processes'

export const TABLE_LIST_TABLES = 1_000
const RUNS = 5

export interface TableListFigures {
  tables: number
  /** Median ms from navigation to the list's first entry (announcing every table). */
  firstRenderMs: number
  /** Median ms from navigation to the last table's entry, reached with End from the first. */
  lastEntryMs: number
  /** Median ms of the bare catalogue query over a direct connection. */
  bareQueryMs: number
  ratio: number
  runs: number
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

export async function measureTableList({ baseUrl, postgresUrl }: { baseUrl: string; postgresUrl: string }): Promise<TableListFigures> {
  const schema = `bench_tables_${process.pid}`
  const direct = new pg.Client({ connectionString: postgresUrl, application_name: 'dashboard-bench' })
  await direct.connect()
  const browser = await launchChromium()
  try {
    log(`Creating ${TABLE_LIST_TABLES.toLocaleString('en')} tables in ${schema} …`)
    await direct.query(`create schema ${schema}`)
    await direct.query(
      `do $$ begin for i in 1..${TABLE_LIST_TABLES} loop
         execute format('create table ${schema}.%I (id bigint primary key, name text)', 'table_' || lpad(i::text, 4, '0'));
       end loop; end $$`
    )
    await direct.query(`analyze`)
    const lastTable = `table_${String(TABLE_LIST_TABLES).padStart(4, '0')}`
    const bare = `select c.oid, c.relname, c.reltuples from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p') order by c.relname`

    const firstTable = 'table_0001'
    const renders: number[] = []
    const lastEntries: number[] = []
    const queries: number[] = []
    const page = await browser.newPage()
    // Warm the route's code once, so each run measures data and rendering rather than compilation.
    await page.goto(`${baseUrl}/dashboard/project/default/editor?schema=public`, { timeout: 60_000 })
    for (let run = 0; run < RUNS; run += 1) {
      const start = Date.now()
      await page.goto(`${baseUrl}/dashboard/project/default/editor?schema=${schema}`, { timeout: 60_000 })
      const list = page.getByRole('list', { name: `Tables in ${schema}` })
      const first = list.locator(`li[aria-setsize="${TABLE_LIST_TABLES}"]`).getByRole('link', { name: new RegExp(`^${firstTable}\\b`) })
      await first.waitFor({ timeout: 60_000 })
      renders.push(Date.now() - start)
      await first.focus()
      await page.keyboard.press('End')
      await list.getByText(lastTable, { exact: true }).waitFor({ timeout: 60_000 })
      lastEntries.push(Date.now() - start)
      const queryStart = performance.now()
      const { rowCount } = await direct.query(bare, [schema])
      queries.push(performance.now() - queryStart)
      if (rowCount !== TABLE_LIST_TABLES) throw new Error(`the catalogue listed ${rowCount} tables, not ${TABLE_LIST_TABLES}`)
    }
    const firstRenderMs = median(renders)
    const bareQueryMs = median(queries)
    const lastEntryMs = median(lastEntries)
    return { tables: TABLE_LIST_TABLES, firstRenderMs, lastEntryMs, bareQueryMs, ratio: firstRenderMs / Math.max(bareQueryMs, 0.001), runs: RUNS }
  } finally {
    await browser.close()
    await direct.query(`drop schema if exists ${schema} cascade`).catch(() => undefined)
    await direct.end()
  }
}
