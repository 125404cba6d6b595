/**
 * Runs the mock platform as a loopback HTTP server for Playwright and `npm run dev:mock`:
 *   npx tsx scripts/mock-platform-server.ts --port 4010 --scenario default [--host 127.0.0.1] [--seed 1]
 * Platform API at http://HOST:PORT/platform, GoTrue at http://HOST:PORT/auth/v1, control at /__mock/*.
 */
import { parseArgs } from 'node:util'

import { isScenarioName, SCENARIO_NAMES } from '../mock-platform/scenarios'
import { startMockPlatformServer } from '../mock-platform/server'

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '4010' },
      host: { type: 'string', default: '127.0.0.1' },
      scenario: { type: 'string', default: 'default' },
      seed: { type: 'string' },
    },
  })
  const port = Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`--port must be a port number, got ${values.port}`)
  if (!isScenarioName(values.scenario)) {
    throw new Error(`--scenario must be one of ${SCENARIO_NAMES.join(', ')}; got ${values.scenario}`)
  }
  const seed = values.seed === undefined ? undefined : Number(values.seed)
  if (seed !== undefined && !Number.isInteger(seed)) throw new Error(`--seed must be an integer, got ${values.seed}`)

  const server = await startMockPlatformServer({ port, host: values.host, scenario: values.scenario, seed })
  console.log(`Mock platform listening on ${server.url} (scenario ${values.scenario})`)
  console.log(`  PLATFORM_API_URL=${server.platformUrl}`)
  console.log(`  GOTRUE_URL=${server.gotrueUrl}`)

  let isStopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (isStopping) return
    isStopping = true
    console.log(`Mock platform stopping (${signal})`)
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      }
    )
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
