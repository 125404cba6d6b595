/**
 * The database report's queries on a database with 1,000 tables: the counters it samples every 10 s
 * (gated: the page repeats them for as long as it is open), and the statements, tables and indexes
 * reads it makes once on open or on Refresh (printed, not gated). Each runs RUNS times straight to
 * the server with `pg` (no dashboard in between, so this is the database's own cost plus a localhost
 * round trip, an upper bound of the server-side time); the median must stay within the budget. The
 * database is created for the figure and dropped after it.
 */
import pg from 'pg'

import { buildStatementsReportSql, DATABASE_COUNTERS_SQL, INDEX_USAGE_SQL, TABLE_HEALTH_SQL } from '@/lib/reports/database-report-sql'

import { log } from './processes'

export const REPORT_BENCH_TABLES = 1_000
export const REPORT_QUERY_BUDGET_MS = 10
const RUNS = 25
const SAMPLED_COUNTERS = 'counters (sampled every 10 s)'

export interface ReportSamplingFigures {
  tables: number
  runs: number
  budgetMs: number
  /** Median ms per report query, by name. */
  medians: Record<string, number>
  /** The queries repeated while the page is open, which the budget applies to. */
  sampled: string[]
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

export async function measureReportSampling(postgresUrl: string): Promise<ReportSamplingFigures> {
  const database = `bench_reports_${process.pid}`
  const admin = new pg.Client({
    connectionString: postgresUrl,
    application_name: 'dashboard-bench',
  })
  await admin.connect()
  await admin.query(`create database ${database}`)
  const url = new URL(postgresUrl)
  url.pathname = `/${database}`
  const client = new pg.Client({
    connectionString: url.toString(),
    application_name: 'dashboard-bench',
  })
  try {
    await client.connect()
    log(`Creating ${REPORT_BENCH_TABLES.toLocaleString('en')} tables (each with a primary key and a few rows) in ${database} …`)
    await client.query('create extension if not exists pg_stat_statements')
    await client.query(
      `do $$ begin for i in 1..${REPORT_BENCH_TABLES} loop
         execute format('create table public.%I (id bigint primary key, name text)', 'table_' || lpad(i::text, 4, '0'));
         execute format('insert into public.%I select g, ''row '' || g from generate_series(1, 20) g', 'table_' || lpad(i::text, 4, '0'));
       end loop; end $$`
    )
    await client.query('analyze')
    const queries: Record<string, string> = {
      [SAMPLED_COUNTERS]: DATABASE_COUNTERS_SQL,
      'slowest and most frequent statements': buildStatementsReportSql('public'),
      'largest tables and dead rows': TABLE_HEALTH_SQL,
      'largest and unused indexes': INDEX_USAGE_SQL,
    }
    const medians: Record<string, number> = {}
    for (const [name, sql] of Object.entries(queries)) {
      // One unmeasured run fills the catalogue caches, as the page's first load does.
      await client.query(sql)
      const times: number[] = []
      for (let run = 0; run < RUNS; run++) {
        const start = performance.now()
        await client.query(sql)
        times.push(performance.now() - start)
      }
      medians[name] = median(times)
    }
    return {
      tables: REPORT_BENCH_TABLES,
      runs: RUNS,
      budgetMs: REPORT_QUERY_BUDGET_MS,
      medians,
      sampled: [SAMPLED_COUNTERS],
    }
  } finally {
    await client.end().catch(() => undefined)
    await admin.query(`drop database if exists ${database} with (force)`)
    await admin.end()
  }
}

export function formatReportSampling(figures: ReportSamplingFigures): string {
  const lines = Object.entries(figures.medians).map(
    ([name, ms]) =>
      `  ${name}: ${ms.toFixed(2)} ms${
        figures.sampled.includes(name)
          ? ms > figures.budgetMs
            ? ` (over the ${figures.budgetMs} ms budget)`
            : ` (within ${figures.budgetMs} ms)`
          : ' (read on open and on Refresh; not gated)'
      }`
  )
  return `Database report queries on ${figures.tables.toLocaleString('en')} tables (median of ${figures.runs}; sampling queries budget ${figures.budgetMs} ms each):\n${lines.join('\n')}`
}

export function reportSamplingFailures(figures: ReportSamplingFigures): string[] {
  return Object.entries(figures.medians)
    .filter(([name, ms]) => figures.sampled.includes(name) && ms > figures.budgetMs)
    .map(([name, ms]) => `database report sampling query "${name}" took ${ms.toFixed(2)} ms (budget ${figures.budgetMs} ms)`)
}
