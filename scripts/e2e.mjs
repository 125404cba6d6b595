#!/usr/bin/env node
// Playwright end-to-end tests in Debian's Chromium (browsers cannot be downloaded here; see DESIGN.md §6).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { createInterface } from 'node:readline'

const CHROMIUM = '/usr/bin/chromium'

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

if (!existsSync(CHROMIUM)) {
  console.log('Installing Chromium from Debian packages (apt-get install -y chromium)…')
  const sudo = process.getuid && process.getuid() === 0 ? [] : ['sudo']
  const apt = (...args) => run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  apt('update', '-qq')
  apt('install', '-y', '-qq', 'chromium')
}

const baseOffset = Number(process.env.E2E_PORT_OFFSET ?? 0)

// Arguments (spec files, --project, --grep) run one Playwright process, as `playwright test` would.
if (process.argv.length > 2) {
  // e2e gets its own embedded database so it never shares a PGlite folder with `npm start`.
  rmSync(`.data/e2e-${baseOffset}`, { recursive: true, force: true })
  run('npx', ['playwright', 'test', ...process.argv.slice(2)])
  process.exit(0)
}

// The whole suite runs as two Playwright processes at once, each with its own servers (ports moved by
// its own offset), so the platform specs' shared mock state and the self-hosted specs' shared database
// never meet: the mock-platform half and the self-hosted half take about as long as each other.
const GROUPS = [
  { name: 'platform', offset: baseOffset, projects: ['platform', 'a11y-platform', 'chaos'] },
  {
    name: 'self-hosted',
    offset: baseOffset + 500,
    projects: ['self-hosted', ...(process.env.TEST_POSTGRES_URL ? ['self-hosted-pg'] : []), 'a11y-self-hosted', 'security'],
  },
]

function runGroup({ name, offset, projects }) {
  rmSync(`.data/e2e-${offset}`, { recursive: true, force: true })
  const args = ['playwright', 'test', ...projects.flatMap((project) => ['--project', project])]
  const child = spawn('npx', args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      E2E_PORT_OFFSET: String(offset),
      E2E_REPORT_NAME: name,
    },
  })
  // Each line says which half it came from, so the interleaved output stays readable.
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`))
  }
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)))
}

const codes = await Promise.all(GROUPS.map(runGroup))
process.exit(codes.some((code) => code !== 0) ? 1 : 0)
