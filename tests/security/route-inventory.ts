import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/**
 * The app's routes read from the file system, so security and accessibility checks cover every
 * route that exists instead of a hand-kept list that drifts. Shared by vitest (tests/security) and
 * Playwright (e2e/security, e2e/a11y).
 */

export const BASE_PATH = '/dashboard'

/** Reachable without the dashboard session when locked, by design: signing in, out, and the clock. */
export const PUBLIC_API_PATTERNS = ['/api/auth/sign-in', '/api/auth/sign-out', '/api/get-utc-time']

/** Where a cross-site request forgery would come from. */
export const FOREIGN_ORIGIN = 'https://evil.example'
const APP_DIR = join(process.cwd(), 'app')

export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]
const STATE_CHANGING = new Set<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE'])

export interface ApiRoute {
  /** Repository-relative file, e.g. app/api/platform/projects/[ref]/route.ts */
  file: string
  /** The route's pattern inside the app, e.g. /api/platform/projects/[ref] */
  pattern: string
  /** The methods the file exports. */
  methods: HttpMethod[]
}

export interface PageRoute {
  file: string
  /** e.g. /project/[ref]/sql/[id] (route groups such as (dashboard) removed) */
  pattern: string
}

function walk(dir: string, fileName: string): string[] {
  const found: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) found.push(...walk(path, fileName))
    else if (entry.name === fileName) found.push(path)
  }
  return found.sort()
}

function toPattern(file: string): string {
  const segments = relative(APP_DIR, file).split(sep).slice(0, -1)
  // Route groups "(name)" do not appear in URLs.
  const visible = segments.filter((segment) => !/^\(.*\)$/.test(segment))
  return `/${visible.join('/')}`
}

/** Exported handlers: `export function POST`, `export async function GET`, `export const DELETE = …`. */
export function exportedMethods(source: string): HttpMethod[] {
  const methods = new Set<HttpMethod>()
  const pattern = /^export\s+(?:async\s+)?(?:function|const|let)\s+([A-Z]+)\b/gm
  for (const match of source.matchAll(pattern)) {
    const name = match[1] as HttpMethod
    if ((HTTP_METHODS as readonly string[]).includes(name)) methods.add(name)
  }
  return HTTP_METHODS.filter((method) => methods.has(method))
}

export function listApiRoutes(): ApiRoute[] {
  return walk(join(APP_DIR, 'api'), 'route.ts').map((path) => ({
    file: relative(process.cwd(), path).split(sep).join('/'),
    pattern: toPattern(path),
    methods: exportedMethods(readFileSync(path, 'utf8')),
  }))
}

export function listPageRoutes(): PageRoute[] {
  return walk(APP_DIR, 'page.tsx').map((path) => ({
    file: relative(process.cwd(), path).split(sep).join('/'),
    pattern: toPattern(path) === '/' ? '/' : toPattern(path),
  }))
}

export function isStateChanging(method: HttpMethod): boolean {
  return STATE_CHANGING.has(method)
}

/** Values for dynamic segments: the self-hosted default project and organization. */
export const SAMPLE_PARAMS: Record<string, string> = { ref: 'default', slug: 'default-org-slug', id: 'new', function_slug: 'hello-world', functionSlug: 'hello-world' }

/** A concrete path (without the base path) for a pattern, e.g. /api/platform/projects/default. */
export function samplePath(pattern: string, params: Record<string, string> = SAMPLE_PARAMS): string {
  return pattern.replace(/\[([^\]]+)\]/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`No sample value for [${name}] in ${pattern}`)
    return encodeURIComponent(value)
  })
}
