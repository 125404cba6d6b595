/**
 * The query endpoint against the framework's floor: a bare Next app (built now from this repo's own
 * node_modules, in a temporary folder) whose one route handler runs the posted SQL on a `pg` pool
 * and answers the rows, side by side with the dashboard's self-hosted query endpoint on the same
 * PostgreSQL server: 50 connections, `select 1`, 10 s each (as two 5 s halves in A-B-B-A order, so
 * a machine getting busier or quieter during the run weighs on both alike). The ratio is ours / bare.
 */
import autocannon from 'autocannon'
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { log, ROOT, startProcess, type Server, waitForUrl } from './processes'

const NEXT_BIN = join(ROOT, 'node_modules/next/dist/bin/next')
const QUERY_PATH = '/dashboard/api/platform/pg-meta/default/query'
const BARE_PATH = '/api/query'

// The floor: what any Next route running a query on a pool must do, and nothing else.
const BARE_APP_FILES: Record<string, string> = {
  'package.json': '{ "name": "bare-query-route", "private": true, "type": "module" }\n',
  'next.config.mjs': "export default { turbopack: { root: '/' } }\n",
  'app/api/query/route.js': `import pg from 'pg'

const pool = new pg.Pool({ connectionString: process.env.BARE_POSTGRES_URL, max: Number(process.env.PG_POOL_MAX || 10) })

export const dynamic = 'force-dynamic'

export async function POST(request) {
  const { query } = await request.json()
  const { rows } = await pool.query(query)
  return Response.json(rows)
}
`,
}

export interface QueryEndpointFigure {
  connections: number
  durationS: number
  oursRequestsPerSecond: number
  bareRequestsPerSecond: number
  ratio: number
  oursP99Ms: number
  bareP99Ms: number
  /** Errors, timeouts, non-2xx answers and bodies that were not a JSON array, both servers together. */
  failedRequests: number
}

interface Run {
  requests: number
  seconds: number
  p99Ms: number
  failed: number
}

async function hammer(url: string, connections: number, durationS: number): Promise<Run> {
  const headers = { 'content-type': 'application/json' }
  const result = await autocannon({
    url,
    connections,
    duration: durationS,
    timeout: 30,
    method: 'POST',
    headers,
    body: JSON.stringify({ query: 'select 1' }),
    verifyBody: (text) => text.startsWith('['),
  })
  return {
    requests: result.requests.total,
    seconds: durationS,
    p99Ms: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx + result.mismatches,
  }
}

function buildBareApp(appDir: string) {
  for (const [path, text] of Object.entries(BARE_APP_FILES)) {
    mkdirSync(join(appDir, path, '..'), { recursive: true })
    writeFileSync(join(appDir, path), text)
  }
  symlinkSync(join(ROOT, 'node_modules'), join(appDir, 'node_modules'), 'dir')
  const env: Record<string, string | undefined> = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
  delete env.NEXT_DIST_DIR
  const build = spawnSync(process.execPath, [NEXT_BIN, 'build'], { cwd: appDir, env: env as NodeJS.ProcessEnv, encoding: 'utf8' })
  if (build.status !== 0) throw new Error(`The bare route's next build failed:\n${build.stdout}\n${build.stderr}`)
}

async function startBareApp(appDir: string, port: number, postgresUrl: string): Promise<Server> {
  const env: Record<string, string | undefined> = { ...process.env, BARE_POSTGRES_URL: postgresUrl, NEXT_TELEMETRY_DISABLED: '1' }
  delete env.NEXT_DIST_DIR
  const server = startProcess('bare query route', process.execPath, [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'], env, appDir)
  const url = `http://127.0.0.1:${port}`
  try {
    await waitForUrl(`${url}${BARE_PATH}`, server, 120_000, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"select 1"}' })
  } catch (error) {
    await server.stop()
    throw error
  }
  return { ...server, url }
}

const total = (runs: Run[]) => {
  const requests = runs.reduce((sum, run) => sum + run.requests, 0)
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0)
  return { perSecond: requests / seconds, p99Ms: Math.max(...runs.map((run) => run.p99Ms)), failed: runs.reduce((sum, run) => sum + run.failed, 0) }
}

export async function measureQueryEndpoint(options: {
  selfHostedUrl: string
  postgresUrl: string
  barePort: number
  connections?: number
  durationS?: number
}): Promise<QueryEndpointFigure> {
  const connections = options.connections ?? 50
  const durationS = options.durationS ?? 10
  const appDir = join(mkdtempSync(join(tmpdir(), 'dashboard-bench-bare-')), 'bare-query-route')
  let bare: Server | undefined
  try {
    log(`Building a bare Next route handler on a pg pool in ${appDir} …`)
    buildBareApp(appDir)
    bare = await startBareApp(appDir, options.barePort, options.postgresUrl)
    const ours = `${options.selfHostedUrl}${QUERY_PATH}`
    const floor = `${bare.url}${BARE_PATH}`
    log(`select 1, ${connections} connections: warming both up, then ${durationS} s each (A-B-B-A) …`)
    await hammer(ours, connections, 2)
    await hammer(floor, connections, 2)
    const half = durationS / 2
    const bareRuns = [await hammer(floor, connections, half)]
    const ourRuns = [await hammer(ours, connections, half), await hammer(ours, connections, half)]
    bareRuns.push(await hammer(floor, connections, half))
    const oursTotal = total(ourRuns)
    const bareTotal = total(bareRuns)
    return {
      connections,
      durationS,
      oursRequestsPerSecond: oursTotal.perSecond,
      bareRequestsPerSecond: bareTotal.perSecond,
      ratio: oursTotal.perSecond / bareTotal.perSecond,
      oursP99Ms: oursTotal.p99Ms,
      bareP99Ms: bareTotal.p99Ms,
      failedRequests: oursTotal.failed + bareTotal.failed,
    }
  } finally {
    await bare?.stop()
    rmSync(join(appDir, '..'), { recursive: true, force: true })
  }
}
