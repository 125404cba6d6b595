/**
 * The CSV import figure: a deterministic 1M-row, ~100 MB CSV imported through the table editor
 * (a real Chromium tab on the self-hosted server over PostgreSQL) against `psql \copy` of the same
 * file into an identical table on the same server. Records rows/s both ways, the ratio, the
 * server's RSS and the tab's JS heap (CDP Performance.getMetrics, JSHeapUsedSize) above their
 * baselines.
 */
import { execFileSync } from 'node:child_process'
import { createWriteStream, mkdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { once } from 'node:events'

import pg from 'pg'

import { launchChromium } from './browser-figures'
import { log, ROOT, rssBytes, sampleRss } from './processes'

export const IMPORT_ROWS = 1_000_000
const TABLE_COLUMNS = 'id bigint primary key, name text not null, email text, score numeric, active boolean, created timestamptz, note text'

export interface ImportFigures {
  rows: number
  bytes: number
  copyRowsPerSecond: number
  dashboardRowsPerSecond: number
  ratio: number
  serverExtraRssBytes: number
  tabExtraHeapBytes: number
}

/** Row i of the file: the same bytes on every run (no randomness). */
function csvLine(i: number): string {
  const day = String((i % 28) + 1).padStart(2, '0')
  const note = i % 5 === 0 ? '"said ""hi"", then left"' : `note ${(i * 7919) % 100_000} lorem ipsum dolor`
  return `${i},"Name ${i}",user${i}@example.com,${(i % 10_000) / 100},${i % 2 === 0},2024-02-${day} 10:${String(i % 60).padStart(2, '0')}:00+00,${note}\n`
}

async function writeCsv(path: string): Promise<number> {
  const out = createWriteStream(path)
  out.write('id,name,email,score,active,created,note\n')
  let chunk = ''
  for (let i = 1; i <= IMPORT_ROWS; i++) {
    chunk += csvLine(i)
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await once(out, 'drain')
      chunk = ''
    }
  }
  out.end(chunk)
  await once(out, 'finish')
  return statSync(path).size
}

export async function measureImport({ baseUrl, postgresUrl, serverPid }: { baseUrl: string; postgresUrl: string; serverPid: number }): Promise<ImportFigures> {
  const dir = join(ROOT, 'test-results', 'bench-import')
  mkdirSync(dir, { recursive: true })
  const file = join(dir, 'import-1m.csv')
  const bytes = await writeCsv(file)
  log(`Wrote ${IMPORT_ROWS.toLocaleString('en')} rows (${(bytes / 1024 / 1024).toFixed(0)} MB) to ${file}`)

  const direct = new pg.Client({ connectionString: postgresUrl, application_name: 'dashboard-bench' })
  await direct.connect()
  const copyTable = `bench_copy_${process.pid}`
  const dashboardTable = `bench_import_${process.pid}`
  try {
    await direct.query(`create table public.${copyTable} (${TABLE_COLUMNS}); create table public.${dashboardTable} (${TABLE_COLUMNS})`)

    log('psql \\copy …')
    const copyStart = performance.now()
    execFileSync('psql', [postgresUrl, '-v', 'ON_ERROR_STOP=1', '-c', `\\copy public.${copyTable} from '${file}' with (format csv, header true)`], {
      stdio: 'pipe',
    })
    const copySeconds = (performance.now() - copyStart) / 1000

    const [{ id }] = (await direct.query<{ id: number }>(`select 'public.${dashboardTable}'::regclass::oid::int as id`)).rows
    const browser = await launchChromium()
    try {
      const page = await browser.newPage()
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Performance.enable')
      const heapUsed = async () => {
        const { metrics } = await cdp.send('Performance.getMetrics')
        return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0
      }
      await page.goto(`${baseUrl}/dashboard/project/default/editor/${id}`)
      await page.getByRole('button', { name: 'Import CSV' }).click()
      await page.getByLabel('CSV file').setInputFiles(file)
      await page.getByRole('combobox', { name: 'Table column for note' }).waitFor()

      const baseHeap = await heapUsed()
      const baseRss = rssBytes(serverPid)
      let peakHeap = baseHeap
      const heapTimer = setInterval(() => {
        heapUsed().then((value) => (peakHeap = Math.max(peakHeap, value)), () => {})
      }, 500)
      const rss = sampleRss(serverPid, 100)
      log('Dashboard import …')
      const start = performance.now()
      await page.getByRole('button', { name: 'Import', exact: true }).click()
      await page.getByText(`Imported ${IMPORT_ROWS.toLocaleString('en-US')} rows`).waitFor({ timeout: 30 * 60_000 })
      const seconds = (performance.now() - start) / 1000
      clearInterval(heapTimer)
      const { peakBytes } = rss.stop()

      const [{ n }] = (await direct.query<{ n: number }>(`select count(*)::int as n from public.${dashboardTable}`)).rows
      if (n !== IMPORT_ROWS) throw new Error(`the dashboard imported ${n} rows, not ${IMPORT_ROWS}`)
      const copyRowsPerSecond = IMPORT_ROWS / copySeconds
      const dashboardRowsPerSecond = IMPORT_ROWS / seconds
      return {
        rows: IMPORT_ROWS,
        bytes,
        copyRowsPerSecond,
        dashboardRowsPerSecond,
        ratio: dashboardRowsPerSecond / copyRowsPerSecond,
        serverExtraRssBytes: peakBytes - baseRss,
        tabExtraHeapBytes: peakHeap - baseHeap,
      }
    } finally {
      await browser.close()
    }
  } finally {
    await direct.query(`drop table if exists public.${copyTable}; drop table if exists public.${dashboardTable}`).catch(() => {})
    await direct.end()
  }
}

/** The rules of issue 28: at least half of \copy's throughput, under 300 MB extra in the server and in the tab. */
export const MIN_IMPORT_RATIO = 0.5
export const MAX_IMPORT_EXTRA_BYTES = 300 * 1024 * 1024

export function importFailures(figures: ImportFigures, minRatio = MIN_IMPORT_RATIO): string[] {
  const failures: string[] = []
  if (figures.ratio < minRatio) failures.push(`CSV import at ${figures.ratio.toFixed(2)}× of psql \\copy (at least ${minRatio}×)`)
  if (figures.serverExtraRssBytes > MAX_IMPORT_EXTRA_BYTES) failures.push('CSV import: the server grew by more than 300 MB')
  if (figures.tabExtraHeapBytes > MAX_IMPORT_EXTRA_BYTES) failures.push("CSV import: the tab's JS heap grew by more than 300 MB")
  return failures
}

export function formatImport(figures: ImportFigures): string {
  const mb = (value: number) => `${(value / 1024 / 1024).toFixed(0)} MB`
  return (
    `CSV import of ${figures.rows.toLocaleString('en')} rows (${mb(figures.bytes)}): dashboard ${figures.dashboardRowsPerSecond.toFixed(0)} rows/s ` +
    `vs psql \\copy ${figures.copyRowsPerSecond.toFixed(0)} rows/s: ratio ${figures.ratio.toFixed(2)}× (at least ${MIN_IMPORT_RATIO}×); ` +
    `server RSS +${mb(figures.serverExtraRssBytes)}, tab JS heap +${mb(figures.tabExtraHeapBytes)} (each under 300 MB)`
  )
}
