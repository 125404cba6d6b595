#!/usr/bin/env node
// Starts scripts/functions-router/router.deno.js with the Deno binary of the npm package
// @deno/linux-x64-glibc (an optional dependency: other platforms skip it, and this says so).
//
//   node scripts/functions-router.mjs --port 8000 --dir .data/functions
import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const require = createRequire(import.meta.url)
const here = dirname(fileURLToPath(import.meta.url))
const args = process.argv.slice(2)
const dirIndex = args.indexOf('--dir')
const functionsDir = resolve(dirIndex >= 0 ? args[dirIndex + 1] : '.data/functions')
mkdirSync(functionsDir, { recursive: true })

let deno
try {
  deno = join(dirname(require.resolve('@deno/linux-x64-glibc/package.json')), 'deno')
} catch {
  console.error('The Deno binary (npm package @deno/linux-x64-glibc) is not installed on this platform: the functions router needs Linux x64')
  process.exit(1)
}

const child = spawn(
  deno,
  ['run', '--quiet', '--no-prompt', '--allow-net', '--allow-read', '--allow-env', join(here, 'functions-router', 'router.deno.js'), ...args.filter((_, index) => index !== dirIndex && index !== dirIndex + 1), '--dir', functionsDir],
  { stdio: 'inherit', env: { ...process.env, DENO_DIR: process.env.DENO_DIR ?? join(functionsDir, '..', 'deno-cache'), DENO_NO_UPDATE_CHECK: '1' } }
)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
