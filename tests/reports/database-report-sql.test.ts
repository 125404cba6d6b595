import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { appendSample, cacheHitPercent, connectionSummary, ratePoints } from '@/lib/reports/database-rates'
import {
  buildStatementsReportSql,
  DATABASE_COUNTERS_SQL,
  INDEX_USAGE_SQL,
  TABLE_HEALTH_SQL,
  type DatabaseCounters,
  type IndexUsageRow,
  type StatementReportRow,
  type TableHealthRow,
} from '@/lib/reports/database-report-sql'

const FIXTURE = `
  create schema report_fixture;
  create table report_fixture.big (id int primary key, body text);
  create table report_fixture.churn (id int primary key, n int);
  create unique index big_body_key on report_fixture.big (body);
  create index churn_n_idx on report_fixture.churn (n);
  insert into report_fixture.big select g, repeat('x', 200) || g from generate_series(1, 2000) g;
  insert into report_fixture.churn select g, g from generate_series(1, 100) g;
  delete from report_fixture.churn where id <= 60;
`

type Run = <Row>(sql: string) => Promise<Row[]>

/** What every backend must answer the same way: the report's queries on a real catalogue. */
function reportQueriesOn(run: () => Run) {
  it('samples the counters in one row, and two samples become rates', async () => {
    const [first] = await run()<DatabaseCounters>(DATABASE_COUNTERS_SQL)
    expect(first.max_connections).toBeGreaterThan(0)
    expect(first.xact_commit).toBeGreaterThan(0)
    expect(typeof first.connections).toBe('object')
    await run()('select count(*) from report_fixture.big')
    const [second] = await run()<DatabaseCounters>(DATABASE_COUNTERS_SQL)
    const samples = appendSample(appendSample([], first), second)
    expect(samples).toHaveLength(2)
    const [point] = ratePoints(samples)
    expect(point.transactionsPerSecond).toBeGreaterThanOrEqual(0)
    expect(cacheHitPercent(second)).not.toBeNull()
  })

  it('lists the largest tables and the ones with the most dead rows', async () => {
    const rows = await run()<TableHealthRow>(TABLE_HEALTH_SQL)
    const largest = rows.filter((row) => row.list === 'largest')
    expect(largest[0]).toMatchObject({ schema: 'report_fixture', name: 'big' })
    expect(largest[0].total_bytes).toBeGreaterThan(8192)
    for (const row of rows.filter((candidate) => candidate.list === 'dead_rows')) expect(row.dead_rows).toBeGreaterThan(0)
  })

  it('lists the largest indexes and the never-scanned ones, leaving unique indexes out of the unused', async () => {
    const rows = await run()<IndexUsageRow>(INDEX_USAGE_SQL)
    expect(rows.filter((row) => row.list === 'largest').map((row) => row.name)).toContain('big_body_key')
    const unused = rows.filter((row) => row.list === 'unused').map((row) => row.name)
    expect(unused).toContain('churn_n_idx')
    expect(unused).not.toContain('big_body_key')
  })
}

describe('database report queries on embedded PGlite', () => {
  let db: PGlite
  beforeAll(async () => {
    db = new PGlite()
    await db.exec(FIXTURE)
  }, 60_000)
  afterAll(() => db?.close())
  reportQueriesOn(() => async (sql) => (await db.query(sql)).rows as never[])
})

const serverUrl = process.env.TEST_POSTGRES_URL

describe.skipIf(!serverUrl)('database report queries on PostgreSQL (TEST_POSTGRES_URL)', () => {
  const database = `report_test_${process.pid}`
  let admin: pg.Client
  let client: pg.Client
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`create database ${database}`)
    const url = new URL(serverUrl!)
    url.pathname = `/${database}`
    client = new pg.Client({ connectionString: url.toString() })
    await client.connect()
    await client.query(FIXTURE)
  }, 60_000)
  afterAll(async () => {
    await client?.end()
    await admin?.query(`drop database if exists ${database} with (force)`)
    await admin?.end()
  })
  reportQueriesOn(() => async (sql) => (await client.query(sql)).rows)

  it('reads the slowest and most frequent statements when pg_stat_statements is preloaded', async (context) => {
    const [{ preload }] = (await client.query<{ preload: string }>(`select current_setting('shared_preload_libraries') as preload`)).rows
    if (!/\bpg_stat_statements\b/.test(preload)) context.skip()
    await client.query('create extension if not exists pg_stat_statements')
    for (let index = 0; index < 5; index++) await client.query('select count(*) from report_fixture.churn where n > $1', [index])
    const rows = (await client.query<StatementReportRow>(buildStatementsReportSql('public'))).rows
    const frequent = rows.filter((row) => row.list === 'frequent')
    expect(frequent.some((row) => row.query.includes('report_fixture.churn') && row.calls >= 5)).toBe(true)
    expect(rows.filter((row) => row.list === 'slowest').length).toBeGreaterThan(0)
  })
})

describe('rates between samples', () => {
  const sample = (at: number, commits: number, extra: Partial<DatabaseCounters> = {}): DatabaseCounters => ({
    sampled_at_ms: at,
    max_connections: 100,
    connections: { active: 2, idle: 3 },
    xact_commit: commits,
    xact_rollback: 0,
    blks_read: 10,
    blks_hit: 90,
    tup_fetched: commits * 10,
    tup_returned: 0,
    tup_written: commits,
    deadlocks: 0,
    ...extra,
  })

  it('turns counters into per-second rates and starts again after a statistics reset', () => {
    const samples = [sample(0, 100), sample(10_000, 300, { blks_hit: 190 })]
    expect(ratePoints(samples)).toEqual([
      { at: 10_000, transactionsPerSecond: 20, rowsReadPerSecond: 200, rowsWrittenPerSecond: 20, cacheHitPercent: 100, deadlocks: 0 },
    ])
    expect(appendSample(samples, sample(20_000, 5))).toEqual([sample(20_000, 5)])
    expect(connectionSummary(sample(0, 1))).toEqual({
      states: [{ state: 'idle', count: 3 }, { state: 'active', count: 2 }],
      total: 5,
      max: 100,
      percent: 5,
    })
  })
})
