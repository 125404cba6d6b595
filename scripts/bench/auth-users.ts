/**
 * `npm run bench:auth-users`: only the Users page figures of `npm run bench` (100,000 users), on a
 * self-hosted server of the existing .next-bench build (`npm run bench` makes it).
 */
import { join } from 'node:path'

import { AUTH_BENCH_REF, authUsersFailures, formatAuthUsers, measureAuthUsers, prepareAuthBenchDatabase } from './auth-users-figure'
import { benchPorts, hasBenchBuild, log, REAL_POSTGRES_URL, ROOT, startNextServer } from './processes'

async function main() {
  if (!hasBenchBuild()) throw new Error('No .next-bench build: run `npm run bench` once first')
  const ports = await benchPorts()
  const database = await prepareAuthBenchDatabase(REAL_POSTGRES_URL)
  log(`Starting a self-hosted server (:${ports.SELF_HOSTED_PORT}) on ${REAL_POSTGRES_URL} …`)
  const server = await startNextServer({
    name: 'self-hosted server',
    port: ports.SELF_HOSTED_PORT,
    env: {
      POSTGRES_URL: REAL_POSTGRES_URL,
      SELF_HOSTED_PROJECTS: `${AUTH_BENCH_REF}=${database.url}`,
      PGLITE_DATA_DIR: join(ROOT, `.data/bench-${ports.offset}/pglite`),
    },
  })
  try {
    const figures = await measureAuthUsers({ baseUrl: server.url, databaseUrl: database.url })
    console.log(formatAuthUsers(figures))
    console.log(JSON.stringify(figures))
    const failures = authUsersFailures(figures)
    if (failures.length > 0) {
      console.log(`FAILED: ${failures.join('; ')}`)
      process.exitCode = 1
    }
  } finally {
    await server.stop()
    await database.drop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
