#!/usr/bin/env node
// `npm run openapi:check`: fails when lib/api/platform.d.ts no longer matches lib/api/openapi.yaml.
// It runs the very CLI that `npm run openapi:generate` runs (same input, same options) into a
// temporary file, so the two outputs are byte-comparable without re-implementing its formatting.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const spec = join(root, 'lib/api/openapi.yaml')
const committed = join(root, 'lib/api/platform.d.ts')

const require = createRequire(import.meta.url)
const cli = join(dirname(require.resolve('openapi-typescript/package.json')), 'bin/cli.js')

const workDir = mkdtempSync(join(tmpdir(), 'openapi-check-'))
const regenerated = join(workDir, 'platform.d.ts')

try {
  execFileSync(process.execPath, [cli, spec, '-o', regenerated], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })

  let current = null
  try {
    current = readFileSync(committed, 'utf8')
  } catch {
    // a missing file is stale too
  }
  const fresh = readFileSync(regenerated, 'utf8')

  if (current !== fresh) {
    console.error('lib/api/platform.d.ts is stale: run npm run openapi:generate')
    process.exitCode = 1
  } else {
    console.log('lib/api/platform.d.ts is up to date')
  }
} catch (error) {
  console.error(`openapi check failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
} finally {
  rmSync(workDir, { recursive: true, force: true })
}
