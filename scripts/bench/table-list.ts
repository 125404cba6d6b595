/**
 * `npm run bench:table-list`: only the table list figure of `npm run bench` (a schema with 1,000
 * tables), on a self-hosted server of the existing .next-bench build (`npm run bench` makes it).
 */
import { join } from 'node:path'

import { benchPorts, hasBenchBuild, log, ms, REAL_POSTGRES_URL, ROOT, startNextServer } from './processes'
import { measureTableList } from './table-list-figure'

async function main() {
  if (!hasBenchBuild()) throw new Error('No .next-bench build: run `npm run bench` once first')
  const ports = await benchPorts()
  log(`Starting a self-hosted server (:${ports.SELF_HOSTED_PORT}) on ${REAL_POSTGRES_URL} …`)
  const server = await startNextServer({
    name: 'self-hosted server',
    port: ports.SELF_HOSTED_PORT,
    env: { POSTGRES_URL: REAL_POSTGRES_URL, PGLITE_DATA_DIR: join(ROOT, `.data/bench-${ports.offset}/pglite`) },
  })
  try {
    const figures = await measureTableList({ baseUrl: server.url, postgresUrl: REAL_POSTGRES_URL })
    console.log(
      `table list of ${figures.tables.toLocaleString('en')} tables: first render ${ms(figures.firstRenderMs)} (last entry ${ms(figures.lastEntryMs)}) ` +
        `vs bare catalogue query ${ms(figures.bareQueryMs)}: ratio ${figures.ratio.toFixed(0)}× (medians of ${figures.runs})`
    )
    console.log(JSON.stringify(figures))
  } finally {
    await server.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
