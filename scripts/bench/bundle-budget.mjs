#!/usr/bin/env node
/**
 * First-load JS budget: every route's first-load JavaScript (gzip) against the floor of an EMPTY
 * Next app built with the same versions (scripts/bench/empty-app-floor.mjs).
 *
 *   node scripts/bench/bundle-budget.mjs [--dist-dir .next] [--fresh-floor] [--json out.json]
 *                                        [--shell-budget 1.3] [--page-budget 1.4] [--editor-budget 1.8]
 *
 * Exits 1 when a budgeted route is over. Next 16 prints no First Load JS, so the sizes come from
 * `<distDir>/diagnostics/route-bundle-stats.json` (written by `next build`): each chunk file is
 * gzipped once, as `next start` would send it, and a route's size is the sum over its chunks.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { isAbsolute, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'

/**
 * The application shell's own routes: sign-in, the homes and lists every visit starts from. Their
 * page is hardly more than the shell, so they may weigh 1.3 empty Next apps (issue budget).
 */
export const SHELL_ROUTES = [
  '/',
  '/_not-found',
  '/sign-in',
  '/sign-in/callback',
  '/sign-in-mfa',
  '/sign-up',
  '/forgot-password',
  '/reset-password',
  '/logout',
  '/organizations',
  '/org/[slug]',
  '/join',
  '/support/new',
  '/project/[ref]',
]
export const SHELL_BUDGET = 1.3
/** The workspace editors carry an editor, a grid or charts on first load. */
export const EDITOR_ROUTES = [
  '/project/[ref]/sql/[id]',
  '/project/[ref]/editor',
  '/project/[ref]/editor/[id]',
  '/project/[ref]/logs',
  // The schema visualizer (its diagram and graph layout load after the page).
  '/project/[ref]/database/schemas',
  // The storage browser (file list, uploads, previews).
  '/project/[ref]/storage/buckets',
  '/project/[ref]/storage/files',
  // The function editor (CodeMirror with TypeScript, loaded after the page).
  '/project/[ref]/functions/new',
]
export const EDITOR_BUDGET = 1.8
/** Every other route is a feature page (settings, forms, database pages): the shell plus its page. */
export const PAGE_BUDGET = 1.4

export const DEFAULT_BUDGETS = { shell: SHELL_BUDGET, page: PAGE_BUDGET, editor: EDITOR_BUDGET }

/** The budget of a route as a multiple of the floor. */
export function budgetFor(route, budgets = DEFAULT_BUDGETS) {
  if (SHELL_ROUTES.includes(route)) return budgets.shell
  if (EDITOR_ROUTES.includes(route)) return budgets.editor
  return budgets.page
}

/** Which budget a route falls under, for the table. */
export function budgetClassOf(route) {
  if (SHELL_ROUTES.includes(route)) return 'shell'
  if (EDITOR_ROUTES.includes(route)) return 'editor'
  return 'page'
}

/** Reads `<distDir>/diagnostics/route-bundle-stats.json`: [{route, firstLoadChunkPaths}]. */
export function readRouteBundleStats(projectDir, distDir = '.next') {
  const file = join(projectDir, distDir, 'diagnostics', 'route-bundle-stats.json')
  if (!existsSync(file)) throw new Error(`${relative(process.cwd(), file) || file} is missing: run \`next build\` first`)
  const stats = JSON.parse(readFileSync(file, 'utf8'))
  if (!Array.isArray(stats)) throw new Error(`${file}: expected an array of routes`)
  return stats.map((entry) => {
    if (typeof entry?.route !== 'string' || !Array.isArray(entry.firstLoadChunkPaths)) {
      throw new Error(`${file}: an entry lacks route/firstLoadChunkPaths`)
    }
    return { route: entry.route, chunkPaths: entry.firstLoadChunkPaths }
  })
}

/**
 * Gzipped first-load bytes per route. Chunk paths in the stats are relative to the project folder
 * (`.next/static/chunks/…`); a chunk shared by several routes is compressed once.
 */
export function measureRoutes(projectDir, stats) {
  const cache = new Map()
  const gzipBytes = (chunkPath) => {
    const file = isAbsolute(chunkPath) ? chunkPath : join(projectDir, chunkPath)
    if (!cache.has(file)) {
      if (!existsSync(file)) throw new Error(`Chunk ${chunkPath} listed in route-bundle-stats.json does not exist`)
      cache.set(file, gzipSync(readFileSync(file)).length)
    }
    return cache.get(file)
  }
  return stats.map(({ route, chunkPaths }) => ({
    route,
    gzipBytes: chunkPaths.filter((path) => path.endsWith('.js')).reduce((sum, path) => sum + gzipBytes(path), 0),
  }))
}

/** The empty app's floor: its largest route (`/` and `/_not-found` carry the same runtime). */
export function floorBytes(measuredRoutes) {
  if (measuredRoutes.length === 0) throw new Error('The empty app has no routes')
  return Math.max(...measuredRoutes.map((route) => route.gzipBytes))
}

/** Each route's ratio to the floor, its budget class and its verdict: OK or OVER. */
export function checkBudgets(measuredRoutes, floor, budgets = DEFAULT_BUDGETS) {
  return measuredRoutes
    .map(({ route, gzipBytes }) => {
      const ratio = gzipBytes / floor
      const budget = budgetFor(route, budgets)
      const status = ratio <= budget ? 'OK' : 'OVER'
      return { route, gzipBytes, ratio, budget, budgetClass: budgetClassOf(route), status }
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes || a.route.localeCompare(b.route))
}

export function isWithinBudget(results) {
  return results.every((result) => result.status !== 'OVER')
}

/** The three budget flags, shared with `npm run bench`. */
export const BUDGET_OPTIONS = {
  'shell-budget': { type: 'string', default: String(SHELL_BUDGET) },
  'page-budget': { type: 'string', default: String(PAGE_BUDGET) },
  'editor-budget': { type: 'string', default: String(EDITOR_BUDGET) },
}

export function budgetsFromOptions(values) {
  const budgets = { shell: Number(values['shell-budget']), page: Number(values['page-budget']), editor: Number(values['editor-budget']) }
  if (!Object.values(budgets).every((budget) => budget > 0)) throw new Error('--shell-budget, --page-budget and --editor-budget take positive numbers')
  return budgets
}

const kb = (bytes) => (bytes / 1024).toFixed(1)

/** route → gzip KB → ratio → class and budget → OK/OVER, one line per route. */
export function formatBudgetTable(results, floor) {
  const width = Math.max(5, ...results.map((result) => result.route.length))
  const lines = [
    `First-load JS (gzip) against an empty Next app: floor ${kb(floor)} KB`,
    `${'route'.padEnd(width)}  ${'gzip KB'.padStart(8)}  ${'ratio'.padStart(6)}  ${'budget'.padStart(13)}  status`,
  ]
  for (const { route, gzipBytes, ratio, budget, budgetClass, status } of results) {
    const budgetText = `${budgetClass} ${budget.toFixed(1)}×`
    lines.push(
      `${route.padEnd(width)}  ${kb(gzipBytes).padStart(8)}  ${`${ratio.toFixed(2)}×`.padStart(6)}  ${budgetText.padStart(13)}  ${status}`
    )
  }
  const over = results.filter((result) => result.status === 'OVER').length
  lines.push(over === 0 ? 'Every budgeted route is within its budget.' : `${over} route(s) over budget.`)
  return lines.join('\n')
}

/** Everything in one call: measure the app's build against a floor (bytes). */
export function bundleBudgetReport(projectDir, distDir, floor, budgets = DEFAULT_BUDGETS) {
  const results = checkBudgets(measureRoutes(projectDir, readRouteBundleStats(projectDir, distDir)), floor, budgets)
  return { floorBytes: floor, results, isWithinBudget: isWithinBudget(results) }
}

async function main() {
  const { values } = parseArgs({
    options: {
      'dist-dir': { type: 'string', default: process.env.NEXT_DIST_DIR || '.next' },
      'fresh-floor': { type: 'boolean', default: false },
      json: { type: 'string' },
      ...BUDGET_OPTIONS,
    },
  })
  const budgets = budgetsFromOptions(values)
  const projectDir = fileURLToPath(new URL('../..', import.meta.url))
  const { emptyAppFloor } = await import('./empty-app-floor.mjs')
  const floor = await emptyAppFloor({ projectDir, isFresh: values['fresh-floor'] })
  const report = bundleBudgetReport(projectDir, values['dist-dir'], floor.bytes, budgets)
  console.log(formatBudgetTable(report.results, report.floorBytes))
  console.log(`(floor ${floor.isCached ? 'from cache' : 'built now'}: ${floor.source})`)
  if (values.json) writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`)
  process.exit(report.isWithinBudget ? 0 : 1)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
