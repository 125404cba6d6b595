/**
 * `npm run load`: 50 concurrent clients on loopback against the self-hosted query endpoint of a
 * production server (the .next-bench build; built first when missing), with autocannon:
 *
 *   1. `select 1` for 30 s, on the PostgreSQL server (BENCH_POSTGRES_URL, default the local one), in
 *      a database of its own created for the run and dropped after;
 *   2. a 50/50 mix of `select 1` and a small table read for 30 s, same server;
 *   3. both again, 10 s each, on the embedded PGlite database (a fresh folder).
 *
 * Prints requests/s, p50/p99 latency, errors and non-2xx answers, and the most connections the
 * dashboard held open (pg_stat_activity, application_name 'supabase/dashboard', sampled every
 * 100 ms), also into test-results/load.json. Exits 1 on any error or non-2xx answer, or when that
 * maximum exceeds PG_POOL_MAX.
 *
 *   npm run load [-- --duration 30 --pglite-duration 10 --connections 50 --build]
 */
import autocannon from 'autocannon'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'

import { DASHBOARD_APPLICATION_NAME } from '../../lib/constants'
import { benchPorts, buildBench, hasBenchBuild, log, REAL_POSTGRES_URL, ROOT, startNextServer, type Server } from '../bench/processes'

const SMALL_TABLE_ROWS = 100
const QUERY_PATH = '/dashboard/api/platform/pg-meta/default/query'

interface Scenario {
  name: string
  database: 'postgres' | 'pglite'
  durationS: number
  queries: string[]
}

interface ScenarioResult {
  name: string
  database: string
  durationS: number
  connections: number
  requestsPerSecond: number
  totalRequests: number
  p50Ms: number
  p99Ms: number
  errors: number
  timeouts: number
  non2xx: number
  mismatches: number
  /** Most dashboard connections seen in pg_stat_activity during the run (Postgres only). */
  maxPoolConnections: number | null
}

function body(query: string) {
  return JSON.stringify({ query })
}

async function runScenario(baseUrl: string, scenario: Scenario, connections: number, sampler: PoolSampler | null): Promise<ScenarioResult> {
  log(`${scenario.name} (${scenario.database}): ${connections} connections for ${scenario.durationS} s …`)
  sampler?.reset()
  const headers = { 'content-type': 'application/json' }
  const result = await autocannon({
    url: `${baseUrl}${QUERY_PATH}`,
    connections,
    duration: scenario.durationS,
    timeout: 30,
    method: 'POST',
    headers,
    requests: scenario.queries.map((query) => ({ method: 'POST', path: QUERY_PATH, headers, body: body(query) })),
    // Every answer must be the JSON array of rows of the contract, not an error page.
    verifyBody: (text) => text.startsWith('['),
  })
  return {
    name: scenario.name,
    database: scenario.database,
    durationS: scenario.durationS,
    connections,
    requestsPerSecond: result.requests.average,
    totalRequests: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    mismatches: result.mismatches,
    maxPoolConnections: sampler ? sampler.max() : null,
  }
}

interface PoolSampler {
  reset: () => void
  max: () => number
  stop: () => Promise<void>
}

/**
 * Samples how many connections the dashboard holds in the load test's own database, every 100 ms,
 * on a connection of its own (other dashboards on this server use other databases).
 */
async function startPoolSampler(postgresUrl: string, database: string): Promise<PoolSampler> {
  const client = new pg.Client({ connectionString: postgresUrl, application_name: 'dashboard-load-sampler' })
  await client.connect()
  let max = 0
  let isStopped = false
  const loop = (async () => {
    while (!isStopped) {
      const { rows } = await client.query<{ count: number }>(
        'select count(*)::int as count from pg_stat_activity where application_name = $1 and datname = $2',
        [DASHBOARD_APPLICATION_NAME, database]
      )
      max = Math.max(max, rows[0].count)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  })()
  return {
    reset: () => {
      max = 0
    },
    max: () => max,
    stop: async () => {
      isStopped = true
      await loop
      await client.end()
    },
  }
}

async function setUpSmallTable(baseUrl: string, table: string) {
  const response = await fetch(`${baseUrl}${QUERY_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body(
      `drop table if exists ${table}; create table ${table} (id int primary key, name text not null);
       insert into ${table} select g, 'item ' || g from generate_series(1, ${SMALL_TABLE_ROWS}) as g`
    ),
  })
  if (!response.ok) throw new Error(`creating ${table} failed: ${response.status} ${await response.text()}`)
}

function printResults(results: ScenarioResult[], poolMax: number) {
  const header = ['scenario', 'db', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'pool max']
  const rows = results.map((result) => [
    `${result.name} (${result.durationS} s × ${result.connections})`,
    result.database,
    result.requestsPerSecond.toFixed(0),
    String(result.p50Ms),
    String(result.p99Ms),
    String(result.errors + result.timeouts + result.mismatches),
    String(result.non2xx),
    result.maxPoolConnections === null ? '—' : `${result.maxPoolConnections} / ${poolMax}`,
  ])
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)))
  const line = (cells: string[]) => cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ')
  console.log(`\n${line(header)}`)
  for (const row of rows) console.log(line(row))
}

async function main() {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '30' },
      'pglite-duration': { type: 'string', default: '10' },
      connections: { type: 'string', default: '50' },
      build: { type: 'boolean', default: false },
    },
  })
  const durationS = Number(values.duration)
  const pgliteDurationS = Number(values['pglite-duration'])
  const connections = Number(values.connections)
  const poolMax = Number(process.env.PG_POOL_MAX || 10)
  const ports = await benchPorts()
  const table = `load_items_${process.pid}`
  const servers: Server[] = []
  const stopAll = async () => {
    await Promise.all(servers.splice(0).map((server) => server.stop()))
  }
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)))
  process.once('SIGTERM', () => void stopAll().then(() => process.exit(143)))

  if (values.build || !hasBenchBuild()) buildBench()
  const results: ScenarioResult[] = []
  try {
    const scenarios = (database: Scenario['database'], seconds: number): Scenario[] => [
      { name: 'select 1', database, durationS: seconds, queries: ['select 1'] },
      { name: 'mix: select 1 + table read', database, durationS: seconds, queries: ['select 1', `select id, name from ${table} order by id limit 20`] },
    ]

    // A database of its own, so the pool count sees this server's connections and nobody else's.
    const database = `dashboard_load_${process.pid}`
    const admin = new pg.Client({ connectionString: REAL_POSTGRES_URL, application_name: 'dashboard-load-admin' })
    await admin.connect()
    await admin.query(`create database ${database}`)
    try {
      const url = new URL(REAL_POSTGRES_URL)
      url.pathname = `/${database}`
      log(`Starting a self-hosted server (:${ports.SELF_HOSTED_PORT}) on ${url.href}, PG_POOL_MAX=${poolMax} …`)
      const postgres = await startNextServer({
        name: 'self-hosted server (PostgreSQL)',
        port: ports.SELF_HOSTED_PORT,
        env: { POSTGRES_URL: url.href, PG_POOL_MAX: String(poolMax), PGLITE_DATA_DIR: join(ROOT, `.data/bench-${ports.offset}/pglite`) },
      })
      servers.push(postgres)
      await setUpSmallTable(postgres.url, table)
      const sampler = await startPoolSampler(REAL_POSTGRES_URL, database)
      try {
        for (const scenario of scenarios('postgres', durationS)) results.push(await runScenario(postgres.url, scenario, connections, sampler))
      } finally {
        await sampler.stop()
      }
      await stopAll()
    } finally {
      await stopAll()
      await admin.query(`drop database if exists ${database} with (force)`).catch((error: unknown) => console.error(error))
      await admin.end()
    }

    // PGlite: one embedded database per process, in a fresh folder of its own.
    const pgliteDir = join(ROOT, `.data/load-${ports.offset}/pglite`)
    rmSync(join(pgliteDir, '..'), { recursive: true, force: true })
    log(`Starting a self-hosted server (:${ports.SELF_HOSTED_PORT}) on embedded PGlite …`)
    const pglite = await startNextServer({
      name: 'self-hosted server (PGlite)',
      port: ports.SELF_HOSTED_PORT,
      env: { POSTGRES_URL: undefined, PGLITE_DATA_DIR: pgliteDir },
    })
    servers.push(pglite)
    await setUpSmallTable(pglite.url, table)
    for (const scenario of scenarios('pglite', pgliteDurationS)) results.push(await runScenario(pglite.url, scenario, connections, null))
    await stopAll()
    rmSync(join(pgliteDir, '..'), { recursive: true, force: true })
  } finally {
    await stopAll()
  }

  printResults(results, poolMax)
  mkdirSync(join(ROOT, 'test-results'), { recursive: true })
  writeFileSync(join(ROOT, 'test-results', 'load.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), poolMax, results }, null, 2)}\n`)
  const failures = results.flatMap((result) => {
    const problems: string[] = []
    const errors = result.errors + result.timeouts + result.mismatches
    if (errors > 0) problems.push(`${result.name} (${result.database}): ${errors} errors`)
    if (result.non2xx > 0) problems.push(`${result.name} (${result.database}): ${result.non2xx} non-2xx answers`)
    if (result.maxPoolConnections !== null && result.maxPoolConnections > poolMax) {
      problems.push(`${result.name}: ${result.maxPoolConnections} dashboard connections, above PG_POOL_MAX ${poolMax}`)
    }
    return problems
  })
  if (failures.length > 0) {
    console.log(`\nFAILED: ${failures.join('; ')}`)
    process.exit(1)
  }
  console.log(`\nNo errors, no non-2xx answers; the pool never held more than PG_POOL_MAX (${poolMax}) connections.`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  process.exit(1)
})
