/**
 * Workspace figures against a self-hosted production server on a real PostgreSQL server, each a
 * ratio measured in one run: the table editor's first page of a 1,000,000-row table against a bare
 * LIMIT 100, the query endpoint's round trip against a direct `pg` query, the server's peak RSS
 * while streaming a 1M-row CSV export, and the row-count endpoint against count(*).
 * Creates its tables in a scratch schema and drops it again.
 */
import pg from 'pg'

import { buildRowsQuery, cursorFromRow } from '../../lib/table-editor/keyset'
import { tableOrderTerms, toTableModel, type TableInfo } from '../../lib/table-editor/table-model'
import { PAGE_SIZE } from '../../lib/table-editor/types'

import { log, pairedMedianMs, rssBytes, sampleRss } from './processes'

export const BIG_TABLE_ROWS = 1_000_000
const TIMING_RUNS = 25
const ROUND_TRIP_RUNS = 300

export interface ExportFigures {
  rows: number
  bytes: number
  durationMs: number
  baselineRssBytes: number
  peakRssBytes: number
  samples: number
}

export interface WorkspaceFigures {
  tableEditor: {
    rows: number
    runs: number
    firstPageMs: number
    bareLimitMs: number
    ratio: number
    /** The keyset page that starts after row 900,000, against LIMIT 100 OFFSET 900000. */
    deepPageMs: number
    bareOffsetMs: number
  }
  roundTrip: { runs: number; endpointMs: number; directMs: number; ratio: number }
  /** The 1M-row export, with a 100,000-row one for comparison: a streamed export's memory does not grow with its rows. */
  csvExport: ExportFigures & { smallExport: ExportFigures }
  rowCount: { estimate: number; isEstimate: boolean; exact: number; errorPercent: number; endpointMs: number; countStarMs: number; ratio: number }
}

export interface WorkspaceOptions {
  baseUrl: string
  postgresUrl: string
  serverPid: number
  ref?: string
}

export async function measureWorkspace({ baseUrl, postgresUrl, serverPid, ref = 'default' }: WorkspaceOptions): Promise<WorkspaceFigures> {
  const api = `${baseUrl}/dashboard/api/platform/pg-meta/${ref}`
  const schema = `bench_${process.pid}`
  const table = 'items'
  const qualified = `${schema}.${table}`
  const direct = new pg.Client({ connectionString: postgresUrl, application_name: 'dashboard-bench' })
  await direct.connect()

  const query = async (sql: string, key?: string): Promise<Record<string, unknown>[]> => {
    const response = await fetch(`${api}/query${key ? `?key=${key}` : ''}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: sql }),
    })
    if (!response.ok) throw new Error(`query endpoint answered ${response.status}: ${await response.text()}`)
    return (await response.json()) as Record<string, unknown>[]
  }

  try {
    log(`Creating ${BIG_TABLE_ROWS.toLocaleString('en')} rows in ${qualified} …`)
    await direct.query(`create schema ${schema}`)
    await direct.query(
      `create table ${qualified} as
         select g::bigint as id, md5(g::text) as name, (g % 1000)::int as category,
                timestamptz '2026-01-01' + g * interval '1 second' as created_at
         from generate_series(1, ${BIG_TABLE_ROWS}) as g`
    )
    await direct.query(`alter table ${qualified} add primary key (id)`)
    await direct.query(`analyze ${qualified}`)

    // The table editor's path: the table's metadata, its model and order, then the keyset page SQL.
    const [{ id }] = (await query(`select '${qualified}'::regclass::oid::int as id`)) as { id: number }[]
    const tablesResponse = await fetch(`${api}/tables?id=${id}&include_columns=true`)
    if (!tablesResponse.ok) throw new Error(`tables endpoint answered ${tablesResponse.status}`)
    const tableInfo = ((await tablesResponse.json()) as TableInfo[]).find((candidate) => candidate.id === id)
    if (!tableInfo) throw new Error(`tables endpoint did not list ${qualified}`)
    const model = toTableModel(tableInfo)
    const terms = tableOrderTerms(model, [])
    const columns = model.columns.map((column) => column.name)
    const firstPageSql = buildRowsQuery({ schema, table, columns, terms, filters: [], pageDirection: 'forward', limit: PAGE_SIZE })
    const deepPageSql = buildRowsQuery({
      schema,
      table,
      columns,
      terms,
      filters: [],
      pageDirection: 'forward',
      cursor: cursorFromRow({ id: '900000' }, terms),
      limit: PAGE_SIZE,
    })
    const firstPage = await query(firstPageSql, 'table-editor-rows')
    if (firstPage.length !== PAGE_SIZE + 1) throw new Error(`the first page returned ${firstPage.length} rows`)

    log('Timing the table editor first page against a bare LIMIT 100 …')
    const [firstPageMs, bareLimitMs] = await pairedMedianMs(
      () => query(firstPageSql, 'table-editor-rows'),
      () => query(`select * from ${qualified} limit 100`),
      { runs: TIMING_RUNS, warmup: 3 }
    )
    const [deepPageMs, bareOffsetMs] = await pairedMedianMs(
      () => query(deepPageSql, 'table-editor-rows'),
      () => query(`select * from ${qualified} limit 100 offset 900000`),
      { runs: 7, warmup: 1 }
    )

    log('Timing the query endpoint round trip against a direct pg query …')
    const [endpointMs, directMs] = await pairedMedianMs(
      () => query('select 1'),
      () => direct.query('select 1'),
      { runs: ROUND_TRIP_RUNS, warmup: 30 }
    )

    log('Streaming CSV exports (1,000, 100,000 and 1,000,000 rows) while sampling the server RSS …')
    const exportSql = (rows: number) => `select * from ${qualified} where id <= ${rows} order by id`
    // The first export loads the export code; it is not measured.
    await measureExport(api, exportSql(1_000), 1_000, serverPid)
    const smallExport = await measureExport(api, exportSql(100_000), 100_000, serverPid)
    const csvExport = await measureExport(api, exportSql(BIG_TABLE_ROWS), BIG_TABLE_ROWS, serverPid)

    log('Timing the row-count endpoint against count(*) …')
    const countUrl = `${api}/tables/row-count?schema=${schema}&table=${table}`
    const counted = (await (await fetch(countUrl)).json()) as { count: number; is_estimate: boolean }
    const [rowCountMs, countStarMs] = await pairedMedianMs(
      () => fetch(countUrl).then((response) => response.json()),
      () => query(`select count(*) from ${qualified}`),
      { runs: 9, warmup: 1 }
    )

    return {
      tableEditor: { rows: BIG_TABLE_ROWS, runs: TIMING_RUNS, firstPageMs, bareLimitMs, ratio: firstPageMs / bareLimitMs, deepPageMs, bareOffsetMs },
      roundTrip: { runs: ROUND_TRIP_RUNS, endpointMs, directMs, ratio: endpointMs / directMs },
      csvExport: { ...csvExport, smallExport },
      rowCount: {
        estimate: counted.count,
        isEstimate: counted.is_estimate,
        exact: BIG_TABLE_ROWS,
        errorPercent: (Math.abs(counted.count - BIG_TABLE_ROWS) / BIG_TABLE_ROWS) * 100,
        endpointMs: rowCountMs,
        countStarMs,
        ratio: countStarMs / rowCountMs,
      },
    }
  } finally {
    await direct.query(`drop schema if exists ${schema} cascade`).catch(() => undefined)
    await direct.end()
  }
}

async function measureExport(api: string, sql: string, expectedRows: number, serverPid: number): Promise<ExportFigures> {
  const baselineRssBytes = rssBytes(serverPid)
  const sampler = sampleRss(serverPid, 20)
  const start = performance.now()
  const response = await fetch(`${api}/export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: sql, format: 'csv' }),
  })
  if (!response.ok || !response.body) {
    sampler.stop()
    throw new Error(`export endpoint answered ${response.status}: ${await response.text()}`)
  }
  let bytes = 0
  let newlines = 0
  const reader = response.body.getReader()
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    const chunk = read.value
    bytes += chunk.byteLength
    for (let index = chunk.indexOf(10); index !== -1; index = chunk.indexOf(10, index + 1)) newlines += 1
  }
  const durationMs = performance.now() - start
  const { peakBytes, samples } = sampler.stop()
  // One header line, then one line per row.
  const rows = newlines - 1
  if (rows !== expectedRows) throw new Error(`the export held ${rows} rows, expected ${expectedRows}`)
  return { rows, bytes, durationMs, baselineRssBytes, peakRssBytes: peakBytes, samples }
}
