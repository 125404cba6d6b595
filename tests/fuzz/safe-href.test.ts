import fc from 'fast-check'

import { DEFAULT_LINK_HREF, linkProtocol, NEUTRALISED_HREF, safeHref } from '@/lib/markdown/safe-href'

import { browserProtocol, hostileHref, isExecutableHref, obfuscatedExecutableHref } from './link-arbitraries'
import { XSS_LINK_PAYLOADS } from './xss-link-payloads'

describe('safeHref under fuzzing (SPEC §2 rendered markdown links)', () => {
  it('has at least 40 hand-written XSS link payloads, all executable or decoding to one', () => {
    expect(new Set(XSS_LINK_PAYLOADS).size).toBeGreaterThanOrEqual(40)
    // The list is meaningful: many of them really are executable as raw hrefs.
    expect(XSS_LINK_PAYLOADS.filter(isExecutableHref).length).toBeGreaterThanOrEqual(25)
  })

  it.each(XSS_LINK_PAYLOADS.map((payload) => [payload]))('neutralises the payload %j', (payload) => {
    const href = safeHref(payload)
    expect(href).toBe(NEUTRALISED_HREF)
    expect(isExecutableHref(href)).toBe(false)
  })

  it('neutralises executable schemes obfuscated with case, entities, percent-encoding and junk', () => {
    fc.assert(
      fc.property(obfuscatedExecutableHref, (payload) => {
        expect(safeHref(payload)).toBe(NEUTRALISED_HREF)
      }),
      { numRuns: 3_000 }
    )
  })

  it('never yields an href the browser would run as script, for any input', () => {
    fc.assert(
      fc.property(hostileHref, (payload) => {
        const href = safeHref(payload)
        expect(typeof href).toBe('string')
        expect(isExecutableHref(href)).toBe(false)
      }),
      { numRuns: 4_000 }
    )
  })

  it('is idempotent: a safe href stays as it is', () => {
    fc.assert(
      fc.property(hostileHref, (payload) => {
        const href = safeHref(payload)
        expect(safeHref(href)).toBe(href)
      }),
      { numRuns: 2_000 }
    )
  })

  // The filter must not be vacuous: allowed links survive untouched.
  it('keeps http and https URLs as they are', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        expect(safeHref(url)).toBe(url)
        expect(browserProtocol(safeHref(url))).toMatch(/^https?:$/)
      }),
      { numRuns: 1_000 }
    )
  })

  it('keeps mailto, tel, relative and anchor links', () => {
    const localPart = fc.stringMatching(/^[a-z0-9._-]{1,10}$/)
    // A relative link here is one with something to follow: it starts with a visible unreserved
    // character. Segments such as "%00" (which decodes to nothing) are blank links, and "/" is right
    // for them; that is the blank-href property below, not this one.
    const relativeSegment = fc.tuple(fc.stringMatching(/^[A-Za-z0-9]$/), fc.webSegment()).map(([first, rest]) => `${first}${rest}`)
    const link = fc.oneof(
      fc.tuple(localPart, fc.domain()).map(([user, host]) => `mailto:${user}@${host}`),
      fc.stringMatching(/^\+?[0-9]{3,12}$/).map((number) => `tel:${number}`),
      fc.webPath().filter((path) => path.startsWith('/')),
      fc.webFragments().map((fragment) => `#${fragment}`),
      relativeSegment.filter((segment) => linkProtocol(segment) === null)
    )
    fc.assert(
      fc.property(link, (href) => {
        expect(safeHref(href)).toBe(href)
      }),
      { numRuns: 1_000 }
    )
  })

  it('maps missing or blank hrefs to "/"', () => {
    const blank = fc.array(fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\ufeff', '\u2028'), { maxLength: 6 })
    fc.assert(
      fc.property(blank, (parts) => {
        expect(safeHref(parts.join(''))).toBe(DEFAULT_LINK_HREF)
      })
    )
    expect(safeHref(null)).toBe(DEFAULT_LINK_HREF)
    expect(safeHref(undefined)).toBe(DEFAULT_LINK_HREF)
  })
})
