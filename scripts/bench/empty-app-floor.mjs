/**
 * The floor of the bundle budget: the first-load JS (gzip) of an EMPTY Next app built with this
 * repo's own node_modules (same next/react/react-dom), in a temporary folder that is removed after.
 *
 * The result is cached per version triple in node_modules/.cache/dashboard-bench, since it changes
 * only when those packages do; `isFresh` rebuilds it regardless (the benchmark always does).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { floorBytes, measureRoutes, readRouteBundleStats } from './bundle-budget.mjs'

const EMPTY_APP_FILES = {
  'package.json': '{ "name": "empty-app", "private": true, "type": "module" }\n',
  // Turbopack only compiles files under its root; node_modules is a symlink into the repo.
  'next.config.mjs': "export default { turbopack: { root: '/' } }\n",
  // Plain JSX: no TypeScript step, and nothing but React and Next on the page.
  'app/layout.jsx': 'export default function RootLayout({ children }) {\n  return (<html lang="en"><body>{children}</body></html>)\n}\n',
  'app/page.jsx': 'export default function Page() {\n  return <main>Hello</main>\n}\n',
}

function packageVersion(projectDir, name) {
  return JSON.parse(readFileSync(join(projectDir, 'node_modules', name, 'package.json'), 'utf8')).version
}

/** next, react and react-dom versions: what the floor depends on. */
export function floorKey(projectDir) {
  return ['next', 'react', 'react-dom'].map((name) => `${name}@${packageVersion(projectDir, name)}`).join(' ')
}

/** Builds the empty app and returns its floor in gzip bytes. */
export function buildEmptyApp(projectDir, { log = console.log } = {}) {
  const appDir = join(mkdtempSync(join(tmpdir(), 'dashboard-bench-')), 'empty-app')
  try {
    for (const [path, text] of Object.entries(EMPTY_APP_FILES)) {
      mkdirSync(join(appDir, path, '..'), { recursive: true })
      writeFileSync(join(appDir, path), text)
    }
    symlinkSync(join(projectDir, 'node_modules'), join(appDir, 'node_modules'), 'dir')
    log(`Building an empty Next app in ${appDir} …`)
    const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
    delete env.NEXT_DIST_DIR
    const build = spawnSync(process.execPath, [join(projectDir, 'node_modules/next/dist/bin/next'), 'build'], {
      cwd: appDir,
      env,
      encoding: 'utf8',
    })
    if (build.status !== 0) throw new Error(`The empty app's next build failed:\n${build.stdout}\n${build.stderr}`)
    const routes = measureRoutes(appDir, readRouteBundleStats(appDir, '.next'))
    return { bytes: floorBytes(routes), routes }
  } finally {
    rmSync(join(appDir, '..'), { recursive: true, force: true })
  }
}

/** The floor, from the cache when its versions match (unless `isFresh`). */
export async function emptyAppFloor({ projectDir, isFresh = false, log = console.log }) {
  const key = floorKey(projectDir)
  const cacheDir = join(projectDir, 'node_modules', '.cache', 'dashboard-bench')
  const cacheFile = join(cacheDir, 'empty-app-floor.json')
  if (!isFresh && existsSync(cacheFile)) {
    const cached = JSON.parse(readFileSync(cacheFile, 'utf8'))
    if (cached.key === key && Number.isFinite(cached.bytes)) {
      return { bytes: cached.bytes, routes: cached.routes, isCached: true, source: `${key}, built ${cached.builtAt}` }
    }
  }
  const { bytes, routes } = buildEmptyApp(projectDir, { log })
  mkdirSync(cacheDir, { recursive: true })
  writeFileSync(cacheFile, `${JSON.stringify({ key, bytes, routes, builtAt: new Date().toISOString() }, null, 2)}\n`)
  return { bytes, routes, isCached: false, source: key }
}
