#!/usr/bin/env node
// `npm start`: build when the sources are newer than the last build, then serve the dashboard.
// Self-hosted by default (embedded PGlite); configure with the variables in the README.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const buildId = join(root, '.next', 'BUILD_ID')
const sources = ['app', 'components', 'data', 'lib', 'stores', 'public', 'instrumentation.ts', 'proxy.ts', 'next.config.ts', 'package-lock.json', 'postcss.config.mjs']

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

function needsBuild() {
  if (!existsSync(buildId)) return true
  const built = statSync(buildId).mtimeMs
  return sources.some((source) => newestMtime(join(root, source)) > built)
}

if (needsBuild()) {
  console.log('Building the dashboard (sources changed since the last build)…')
  const result = spawnSync('npx', ['next', 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const port = process.env.PORT || '3000'
// Loopback unless told otherwise: exposing the dashboard is a decision (see README, DASHBOARD_USERNAME).
const host = process.env.HOST || '127.0.0.1'
console.log(`Serving the dashboard at http://${host === '127.0.0.1' ? 'localhost' : host}:${port}/dashboard`)
const server = spawn('npx', ['next', 'start', '-p', port, '-H', host], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DASHBOARD_HOST: host },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
