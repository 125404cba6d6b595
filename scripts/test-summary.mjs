#!/usr/bin/env node
// One closing line over vitest and Playwright, in the plain "N passed, N failed" form CI reads.
import { existsSync, readdirSync, readFileSync } from 'node:fs'

const read = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null)
const vitest = read('test-results/vitest.json')
// One report per Playwright process (scripts/e2e.mjs runs two at once), added up.
const reports = existsSync('test-results')
  ? readdirSync('test-results').filter((name) => /^playwright(-[\w-]+)?\.json$/.test(name)).map((name) => read(`test-results/${name}`))
  : []
const sum = (key) => reports.reduce((total, report) => total + (report?.stats?.[key] ?? 0), 0)
const playwright = reports.length > 0 ? { stats: { expected: sum('expected'), flaky: sum('flaky'), unexpected: sum('unexpected'), skipped: sum('skipped') } } : null

const unitPassed = vitest?.numPassedTests ?? 0
const unitFailed = vitest?.numFailedTests ?? 0
// A flaky test passed on its retry: it counts as passed, and Playwright lists it by name.
const e2ePassed = (playwright?.stats?.expected ?? 0) + (playwright?.stats?.flaky ?? 0)
const e2eFailed = playwright?.stats?.unexpected ?? 0
const skipped = (vitest?.numPendingTests ?? 0) + (playwright?.stats?.skipped ?? 0)

console.log(`vitest: ${unitPassed} passed, ${unitFailed} failed; playwright: ${e2ePassed} passed, ${e2eFailed} failed`)
console.log(`total: ${unitPassed + e2ePassed} passed, ${unitFailed + e2eFailed} failed, ${skipped} skipped`)
process.exit(unitFailed + e2eFailed > 0 || unitPassed + e2ePassed === 0 ? 1 : 0)
