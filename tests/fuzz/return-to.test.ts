import fc from 'fast-check'

import { DEFAULT_RETURN_TO, getReturnToPath } from '@/lib/auth/return-to'

import { OPEN_REDIRECT_PAYLOADS } from './open-redirect-payloads'

const APP_BASE = 'https://app.example/dashboard/'
const APP_ORIGIN = 'https://app.example'

/** The observable promise of returnTo: the result is a same-origin path starting with one "/". */
function expectStaysInApp(result: string): void {
  expect(typeof result).toBe('string')
  expect(result[0]).toBe('/')
  // A second "/" or "\" would make browsers read a protocol-relative URL to another host.
  expect(['/', '\\']).not.toContain(result[1])
  const resolved = new URL(result, APP_BASE)
  expect(resolved.origin).toBe(APP_ORIGIN)
  expect(resolved.protocol).toBe('https:')
  expect(resolved.username).toBe('')
  expect(resolved.password).toBe('')
}

// Building blocks of path-like and URL-ish strings, biased towards the characters redirect tricks use.
const PIECES = [
  '/', '//', '///', '\\', '\\\\', '/\\', '\\/', '.', '..', './', '../', '@', ':', '://', ':/', '?', '#', '&', '=', ';',
  '%', '%2f', '%2F', '%5c', '%5C', '%09', '%0a', '%0d', '%00', '%20', '%E3%80%82', '%252f', '%2e', '+',
  'evil.com', 'app.example', 'localhost', '127.0.0.1', '[::1]', 'dashboard', '/dashboard', '/dashboard/', 'organizations',
  'returnTo', 'javascript:', 'JaVaScRiPt:', 'data:', 'data:text/html,', 'vbscript:', 'http:', 'https:', 'HTTPS:', 'file:',
  ' ', '\t', '\n', '\r', '\u0000', '\u000b', '\u001f', '\u007f', '\u00a0', '\u3002', '\u2028', '\u202e', '\ufeff',
  '\uff0f', '\u2215', '\u2044', '\ud83d\ude00', '\ud800', 'a', 'Z', '0', '_', '-', 'é',
]

const piece = fc.constantFrom(...PIECES)
const pieceString = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(''))

const hostileTarget: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: pieceString, weight: 5 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.webUrl({ withQueryParameters: true, withFragments: true }), weight: 1 },
  { arbitrary: fc.webPath(), weight: 1 },
  {
    arbitrary: fc
      .tuple(pieceString, fc.webUrl({ validSchemes: ['http', 'https', 'javascript', 'data', 'ftp'] }), pieceString)
      .map(([before, url, after]) => `${before}${url}${after}`),
    weight: 2,
  },
  {
    arbitrary: fc.tuple(fc.constantFrom('', '/', '/dashboard', '/dashboard/'), pieceString).map(([a, b]) => a + b),
    weight: 2,
  }
)

/** Form-encodes like a browser; unlike encodeURIComponent it never throws on lone surrogates. */
function encodeComponent(value: string): string {
  return new URLSearchParams([['', value]]).toString().slice(1)
}

type Encoding = 'encoded' | 'raw' | 'double-encoded' | 'params'

/** How the hostile value reaches the function: the ways a query string can carry it. */
function buildSearch(target: string, encoding: Encoding, extras: [string, string][]): string | URLSearchParams {
  if (encoding === 'params') return new URLSearchParams([['returnTo', target], ...extras])
  const extraQuery = extras.map(([key, value]) => `&${encodeComponent(key)}=${encodeComponent(value)}`).join('')
  if (encoding === 'raw') return `?returnTo=${target}${extraQuery}`
  const once = encodeComponent(target)
  return `?returnTo=${encoding === 'encoded' ? once : encodeComponent(once)}${extraQuery}`
}

const encoding = fc.constantFrom<Encoding>('encoded', 'raw', 'double-encoded', 'params')
const extras = fc.array(fc.tuple(hostileTarget, hostileTarget), { maxLength: 3 })

describe('getReturnToPath under fuzzing (SPEC §2 returnTo)', () => {
  it('never leaves the app origin for 10,000 generated targets', () => {
    fc.assert(
      fc.property(hostileTarget, encoding, extras, (target, how, extra) => {
        expectStaysInApp(getReturnToPath(buildSearch(target, how, extra)))
      }),
      { numRuns: 10_000 }
    )
  })

  it('never leaves the app origin for whole hostile query strings', () => {
    fc.assert(
      fc.property(fc.oneof(pieceString, fc.string({ unit: 'binary', maxLength: 60 })), (search) => {
        expectStaysInApp(getReturnToPath(search))
        expectStaysInApp(getReturnToPath(`returnTo=${search}`))
      }),
      { numRuns: 2_000 }
    )
  })

  it.each(OPEN_REDIRECT_PAYLOADS.map((payload) => [payload]))('rejects the open-redirect payload %j', (payload) => {
    for (const how of ['encoded', 'raw', 'double-encoded', 'params'] as const) {
      for (const prefix of ['', '/dashboard']) {
        const result = getReturnToPath(buildSearch(`${prefix}${payload}`, how, []))
        expectStaysInApp(result)
        // None of these payloads is a plain relative path however it is carried, so the default wins.
        expect(result).toBe(DEFAULT_RETURN_TO)
      }
    }
  })

  it('has at least 40 hand-written open-redirect payloads', () => {
    expect(new Set(OPEN_REDIRECT_PAYLOADS).size).toBeGreaterThanOrEqual(40)
  })

  // The guard must not be vacuous: plain in-app paths come back unchanged (minus /dashboard).
  const segment = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/)
  const safePath = fc
    .array(segment, { maxLength: 5 })
    .map((segments) => `/${segments.join('/')}`)
    .filter((path) => path !== '/dashboard' && !path.startsWith('/dashboard/'))

  it('keeps every plain relative path, with or without the /dashboard prefix', () => {
    fc.assert(
      fc.property(safePath, fc.boolean(), (path, hasPrefix) => {
        const target = hasPrefix ? `/dashboard${path === '/' ? '' : path}` : path
        expect(getReturnToPath(`?returnTo=${encodeURIComponent(target)}`)).toBe(path)
      }),
      { numRuns: 1_000 }
    )
  })

  it('merges the remaining query parameters into a plain target', () => {
    const simpleKey = fc.stringMatching(/^[a-z]{1,6}$/).filter((key) => key !== 'returntoo' && key !== 'returnTo')
    fc.assert(
      fc.property(safePath, fc.dictionary(simpleKey, fc.string({ maxLength: 8 }), { maxKeys: 3 }), (path, query) => {
        const extra = Object.entries(query)
        const result = getReturnToPath(buildSearch(path, 'encoded', extra))
        const expectedQuery = new URLSearchParams(extra).toString()
        expect(result).toBe(expectedQuery ? `${path}?${expectedQuery}` : path)
        expectStaysInApp(result)
      }),
      { numRuns: 500 }
    )
  })
})
