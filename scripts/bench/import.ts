/**
 * `npm run bench:import`: the CSV import figure of `npm run bench` alone (1M rows, ~100 MB, through
 * the table editor in Chromium vs psql \copy), on a self-hosted server of the existing .next-bench
 * build (`npm run bench` makes it). Exits 1 when a rule of the figure is broken.
 */
import { join } from 'node:path'

import { formatImport, importFailures, measureImport } from './import-figure'
import { benchPorts, hasBenchBuild, log, nextServerPid, REAL_POSTGRES_URL, ROOT, startNextServer } from './processes'

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
    const figures = await measureImport({ baseUrl: server.url, postgresUrl: REAL_POSTGRES_URL, serverPid: nextServerPid(server) })
    console.log(formatImport(figures))
    console.log(JSON.stringify(figures))
    const failures = importFailures(figures)
    if (failures.length > 0) {
      console.log(`FAILED: ${failures.join('; ')}`)
      process.exitCode = 1
    }
  } finally {
    await server.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
