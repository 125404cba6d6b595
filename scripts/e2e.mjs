#!/usr/bin/env node
// Playwright end-to-end tests in Debian's Chromium (browsers cannot be downloaded here; see DESIGN.md §6).
import { spawnSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'

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

// e2e gets its own embedded database so it never shares a PGlite folder with `npm start`.
rmSync(`.data/e2e-${Number(process.env.E2E_PORT_OFFSET ?? 0)}`, { recursive: true, force: true })
run('npx', ['playwright', 'test', ...process.argv.slice(2)])
