/**
 * `npm run bench:realtime`: only the realtime inspector figure of `npm run bench`, on a self-hosted
 * server of the existing .next-bench build whose SUPABASE_PUBLIC_URL is the mock platform's gateway.
 * Exit 1 when the page keeps more than 100 rows in the DOM or has a main-thread task over 50 ms.
 *   npm run bench:realtime -- --dist-dir .next   # measures the build of scripts/build-for-tests.ts instead
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'

import { BENCH_DIST_DIR, benchPorts, log, ROOT, startMockPlatform, startNextServer, type Server } from './processes'
import { formatRealtimeInspector, measureRealtimeInspector, realtimeInspectorFailures } from './realtime-inspector-figure'

export async function runRealtimeInspectorBench(ports: Awaited<ReturnType<typeof benchPorts>>, servers: Server[], distDir = BENCH_DIST_DIR) {
  log(`Starting the mock platform (:${ports.MOCK_PLATFORM_PORT}) and a self-hosted server (:${ports.SELF_HOSTED_PORT}) with its gateway …`)
  const mock = await startMockPlatform(ports.MOCK_PLATFORM_PORT)
  servers.push(mock)
  const selfHosted = await startNextServer({
    name: 'self-hosted server',
    port: ports.SELF_HOSTED_PORT,
    env: {
      SUPABASE_PUBLIC_URL: `${mock.url}/gateway`,
      SUPABASE_ANON_KEY: 'bench-anon-key',
      PGLITE_DATA_DIR: join(ROOT, `.data/bench-${ports.offset}/pglite-realtime`),
      NEXT_DIST_DIR: distDir,
    },
  })
  servers.push(selfHosted)
  log('Streaming broadcasts into the realtime inspector …')
  const figure = await measureRealtimeInspector({ dashboardUrl: selfHosted.url, mockUrl: mock.url })
  console.log(`\n${formatRealtimeInspector(figure)}\n`)
  return { figure, failures: realtimeInspectorFailures(figure) }
}

async function main() {
  const { values } = parseArgs({ options: { 'dist-dir': { type: 'string', default: BENCH_DIST_DIR } } })
  const distDir = values['dist-dir']
  if (!existsSync(join(ROOT, distDir, 'BUILD_ID'))) throw new Error(`No build in ${distDir}: run \`npm run bench\` once first (or pass --dist-dir .next)`)
  const servers: Server[] = []
  try {
    const { failures } = await runRealtimeInspectorBench(await benchPorts(), servers, distDir)
    if (failures.length > 0) {
      console.log(`FAILED: ${failures.join('; ')}`)
      process.exitCode = 1
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()))
  }
}

if (process.argv[1]?.endsWith('realtime-inspector.ts')) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
}
