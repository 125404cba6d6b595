import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

import {
  budgetClassOf,
  budgetFor,
  bundleBudgetReport,
  checkBudgets,
  floorBytes,
  formatBudgetTable,
  isWithinBudget,
  measureRoutes,
  readRouteBundleStats,
} from '@/scripts/bench/bundle-budget.mjs'

let projectDir: string

/** A fake build: chunk files under .next/static/chunks and the stats file next build writes. */
function writeBuild(chunks: Record<string, string>, routes: Record<string, string[]>, distDir = '.next') {
  mkdirSync(join(projectDir, distDir, 'static', 'chunks'), { recursive: true })
  mkdirSync(join(projectDir, distDir, 'diagnostics'), { recursive: true })
  for (const [name, text] of Object.entries(chunks)) writeFileSync(join(projectDir, distDir, 'static', 'chunks', name), text)
  const stats = Object.entries(routes).map(([route, names]) => ({
    route,
    firstLoadUncompressedJsBytes: 0,
    firstLoadChunkPaths: names.map((name) => `${distDir}/static/chunks/${name}`),
  }))
  writeFileSync(join(projectDir, distDir, 'diagnostics', 'route-bundle-stats.json'), JSON.stringify(stats))
}

const gz = (text: string) => gzipSync(Buffer.from(text)).length

beforeEach(() => {
  projectDir = mkdtempSync(join(tmpdir(), 'bundle-budget-test-'))
})

afterEach(() => {
  rmSync(projectDir, { recursive: true, force: true })
})

describe('budgetFor', () => {
  it('gives shell routes 1.3×, feature pages 1.4× and the workspace editors 1.8×', () => {
    expect(budgetFor('/org/[slug]')).toBe(1.3)
    expect(budgetFor('/')).toBe(1.3)
    expect(budgetFor('/_not-found')).toBe(1.3)
    expect(budgetFor('/project/[ref]')).toBe(1.3)
    expect(budgetFor('/org/[slug]/billing')).toBe(1.4)
    expect(budgetFor('/project/[ref]/database/extensions')).toBe(1.4)
    expect(budgetFor('/project/[ref]/sql/[id]')).toBe(1.8)
    expect(budgetFor('/project/[ref]/editor')).toBe(1.8)
    expect(budgetFor('/project/[ref]/editor/[id]')).toBe(1.8)
    expect(budgetFor('/project/[ref]/logs')).toBe(1.8)
  })

  it('puts every route the build has under a budget (a new route is a feature page until listed)', () => {
    expect(budgetClassOf('/org/[slug]/some-new-page')).toBe('page')
    expect(budgetClassOf('/sign-in')).toBe('shell')
    expect(budgetClassOf('/project/[ref]/logs')).toBe('editor')
  })
})

describe('reading a build', () => {
  it('sums the gzip size of each route’s JavaScript chunks, ignoring stylesheets', () => {
    const runtime = 'function runtime(){return 1}'.repeat(40)
    const page = 'export const page = "organization";'.repeat(10)
    writeBuild({ 'runtime.js': runtime, 'page.js': page, 'styles.css': 'body{color:red}'.repeat(50) }, {
      '/': ['runtime.js', 'styles.css'],
      '/org/[slug]': ['runtime.js', 'page.js'],
    })

    const measured = measureRoutes(projectDir, readRouteBundleStats(projectDir))

    expect(measured).toEqual([
      { route: '/', gzipBytes: gz(runtime) },
      { route: '/org/[slug]', gzipBytes: gz(runtime) + gz(page) },
    ])
  })

  it('reads a build made into another dist folder', () => {
    writeBuild({ 'a.js': 'let a = 1' }, { '/': ['a.js'] }, '.next-bench')
    expect(measureRoutes(projectDir, readRouteBundleStats(projectDir, '.next-bench'))).toEqual([{ route: '/', gzipBytes: gz('let a = 1') }])
  })

  it('asks for a build when the stats file is missing', () => {
    expect(() => readRouteBundleStats(projectDir)).toThrow(/run `next build` first/)
  })

  it('fails when a listed chunk is missing instead of under-counting', () => {
    writeBuild({}, { '/': ['gone.js'] })
    expect(() => measureRoutes(projectDir, readRouteBundleStats(projectDir))).toThrow(/gone\.js/)
  })
})

describe('checking budgets', () => {
  const floor = 100_000

  it('passes a shell route at exactly 1.3× and fails one just above', () => {
    const results = checkBudgets(
      [
        { route: '/organizations', gzipBytes: 130_000 },
        { route: '/org/[slug]', gzipBytes: 130_001 },
      ],
      floor
    )
    expect(results.find((result) => result.route === '/organizations')).toMatchObject({ ratio: 1.3, budget: 1.3, status: 'OK' })
    expect(results.find((result) => result.route === '/org/[slug]')).toMatchObject({ budget: 1.3, status: 'OVER' })
    expect(isWithinBudget(results)).toBe(false)
  })

  it('lets the editors use up to 1.8× and feature pages 1.4×', () => {
    const results = checkBudgets(
      [
        { route: '/project/[ref]/sql/[id]', gzipBytes: 170_000 },
        { route: '/project/[ref]/logs', gzipBytes: 900_000 },
        { route: '/org/[slug]/billing', gzipBytes: 139_000 },
        { route: '/org/[slug]/team', gzipBytes: 141_000 },
      ],
      floor
    )
    expect(results.map((result) => [result.route, result.budgetClass, result.status])).toEqual([
      ['/project/[ref]/logs', 'editor', 'OVER'],
      ['/project/[ref]/sql/[id]', 'editor', 'OK'],
      ['/org/[slug]/team', 'page', 'OVER'],
      ['/org/[slug]/billing', 'page', 'OK'],
    ])
    expect(isWithinBudget(results)).toBe(false)
    expect(isWithinBudget(results.slice(1, 2))).toBe(true)
  })

  it('prints route, gzip KB, ratio, budget and verdict per route', () => {
    const table = formatBudgetTable(
      checkBudgets(
        [
          { route: '/org/[slug]', gzipBytes: 204_800 },
          { route: '/project/[ref]/editor', gzipBytes: 102_400 },
        ],
        102_400
      ),
      102_400
    )
    const lines = table.split('\n')
    expect(lines[0]).toBe('First-load JS (gzip) against an empty Next app: floor 100.0 KB')
    expect(lines.find((line) => line.startsWith('/org/[slug]'))).toMatch(/200\.0\s+2\.00×\s+shell 1\.3×\s+OVER$/)
    expect(lines.find((line) => line.startsWith('/project/[ref]/editor'))).toMatch(/100\.0\s+1\.00×\s+editor 1\.8×\s+OK$/)
    expect(lines.at(-1)).toBe('1 route(s) over budget.')
  })

  it('applies other budgets when given', () => {
    const measured = [
      { route: '/org/[slug]', gzipBytes: 170_000 },
      { route: '/project/[ref]/sql/[id]', gzipBytes: 210_000 },
    ]
    expect(budgetFor('/org/[slug]', { shell: 1.8, page: 1.9, editor: 2 })).toBe(1.8)
    expect(checkBudgets(measured, floor, { shell: 1.8, page: 1.9, editor: 2 }).map((result) => [result.route, result.status])).toEqual([
      ['/project/[ref]/sql/[id]', 'OVER'],
      ['/org/[slug]', 'OK'],
    ])
  })

  it('takes the empty app’s largest route as the floor', () => {
    expect(floorBytes([{ route: '/', gzipBytes: 131_000 }, { route: '/_not-found', gzipBytes: 131_400 }])).toBe(131_400)
    expect(() => floorBytes([])).toThrow('The empty app has no routes')
  })

  it('reports a whole build against a floor', () => {
    writeBuild({ 'shared.js': 'x'.repeat(5_000), 'extra.js': 'console.log("extra")' }, {
      '/': ['shared.js'],
      '/org/[slug]': ['shared.js', 'extra.js'],
    })
    const floor = gz('x'.repeat(5_000))

    const report = bundleBudgetReport(projectDir, '.next', floor)

    expect(report.floorBytes).toBe(floor)
    expect(report.results.find((result) => result.route === '/')).toMatchObject({ ratio: 1, status: 'OK' })
    // The extra chunk alone weighs more than 30% of the floor.
    expect(gz('console.log("extra")') / floor).toBeGreaterThan(0.3)
    expect(report.results.find((result) => result.route === '/org/[slug]')).toMatchObject({
      gzipBytes: floor + gz('console.log("extra")'),
      status: 'OVER',
    })
    expect(report.isWithinBudget).toBe(false)
  })
})
