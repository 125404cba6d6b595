/**
 * How much faster the row-count endpoint's estimate is than count(*) on a big table.
 *
 *   npx tsx scripts/bench-row-count.ts        # uses TEST_POSTGRES_URL, else the local server
 *
 * Creates a 1,000,000-row table in a scratch schema, ANALYZEs it, times the endpoint's logic
 * (countRows, which answers from the statistics) against a plain count(*), prints the ratio and
 * drops the schema again.
 */
import { register } from 'node:module'
import { performance } from 'node:perf_hooks'

// lib/server modules start with `import 'server-only'`, which throws outside Next's server bundles.
register(
  'data:text/javascript,' +
    encodeURIComponent(
      'export async function resolve(specifier, context, next) {' +
        " if (specifier === 'server-only') return { url: 'data:text/javascript,export {}', shortCircuit: true };" +
        ' return next(specifier, context) }'
    )
)

const ROWS = 1_000_000
const RUNS = 5
const SCHEMA = `bench_row_count_${process.pid}`

async function median(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = []
  for (let index = 0; index < RUNS; index += 1) {
    const start = performance.now()
    await run()
    times.push(performance.now() - start)
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]
}

async function main() {
  const { createPostgresDatabase } = await import('../lib/server/db/pg-database')
  const { countRows } = await import('../lib/server/pg-meta/row-count')
  const url = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test'
  const database = createPostgresDatabase({ connectionString: url, poolMax: 2, statementTimeoutMs: 600_000 })
  try {
    console.log(`Creating ${ROWS.toLocaleString('en')} rows in ${SCHEMA}.events …`)
    await database.query(
      `create schema ${SCHEMA};
       create table ${SCHEMA}.events as select g as id, md5(g::text) as payload from generate_series(1, ${ROWS}) g;
       analyze ${SCHEMA}.events`
    )
    const result = await countRows(database, SCHEMA, 'events')
    const estimateMs = await median(() => countRows(database, SCHEMA, 'events'))
    const exactMs = await median(() => database.query(`select count(*) from ${SCHEMA}.events`))
    console.log(`row-count endpoint: ${JSON.stringify(result)} in ${estimateMs.toFixed(2)} ms (median of ${RUNS})`)
    console.log(`count(*):           ${exactMs.toFixed(2)} ms (median of ${RUNS})`)
    console.log(`ratio: the estimate is ${(exactMs / estimateMs).toFixed(1)}× faster than count(*)`)
  } finally {
    await database.query(`drop schema if exists ${SCHEMA} cascade`).catch(() => undefined)
    await database.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
